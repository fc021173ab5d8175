//! The glue between memory ops and the memory model: each memory op gets its event from its
//! input token, shows every element access to the shadow memory, and hands on a token that
//! carries what it comes after (plus what an acquire synchronised with).

use super::ctx::Ctx;
use crate::concurrency::access::{Access, AccessKind, Hit};
use crate::concurrency::clock::{Clock, Event};
use crate::concurrency::strength::Strength;
use crate::memory::{Inner, Memory};
use crate::places::Places;
use crate::report::{Category, Report, Site};
use crate::value::{unravel, Token, Value};
use std::borrow::Cow;
use std::sync::Arc;
use tileref_spec::attrs::{MemOrdering, MemScope};
use tileref_spec::ir::{Func, Op};
use tileref_spec::types::{ElemType, Type};

pub struct MemOp<'a, 'm> {
    op: &'m Op,
    shadow: Option<&'a crate::concurrency::shards::ShadowShards>,
    event: Option<Event>,
    strength: Strength,
    site: u32,
    block: u64,
    acquired: Clock,
    hits: Vec<Hit>,
    /// Pointer accesses under `--ub warn`: the pointee type whose elements outside every
    /// allocation are left out (see `eval::ub`), and those left out so far.
    drop_outside: Option<ElemType>,
    dropped: Option<(Places, AccessKind)>,
}

/// The clock carried by the op's input token (empty without one).
fn input_clock(ctx: &Ctx, op: &Op) -> Clock {
    match op.opt("token").and_then(|t| ctx.get(t).ok()) {
        Some(Value::Token(t)) => (*t.clock).clone(),
        _ => Clock::default(),
    }
}

/// Starts a token-ordered op: its event on a chain of this block.
pub fn begin<'a, 'm>(ctx: &mut Ctx<'a, 'm>, op: &'m Op, atomic: bool) -> MemOp<'a, 'm> {
    let strength = Strength {
        ordering: op
            .enum_attr::<MemOrdering>("memory_ordering_semantics")
            .unwrap_or(MemOrdering::Weak),
        scope: op.enum_attr::<MemScope>("memory_scope"),
        atomic,
    };
    let event = ctx.prog.opts.races.then(|| {
        let input = input_clock(ctx, op);
        ctx.chains.event(&input)
    });
    let site = if event.is_some() {
        ctx.prog.site(op)
    } else {
        0
    };
    let prog: &'a crate::program::Program<'m> = ctx.prog;
    let drop_outside = super::ub::drops_outside_memory(ctx, op);
    MemOp {
        op,
        shadow: prog.shadow.as_ref(),
        event,
        strength,
        site,
        block: ctx.block_linear(),
        acquired: Clock::default(),
        hits: vec![],
        drop_outside,
        dropped: None,
    }
}

impl<'a, 'm> MemOp<'a, 'm> {
    /// Whether the memory model sees this op (race detection on).
    pub fn observed(&self) -> bool {
        self.event.is_some() && self.shadow.is_some()
    }

    /// Performs `f` (the data access at the places admitted of `p`) and records it. A strong
    /// access is one transaction over the whole address space with its record inside it (what
    /// it reads decides what it synchronises with), unless it is an unrecorded read. Anything
    /// else runs beside other blocks under the shared lock, locking one allocation per run: a
    /// weak access's element accesses are separate memory operations, it neither acquires nor
    /// releases, and its conflicts are found whichever access is recorded first.
    fn transaction<R>(
        &mut self,
        mem: &Memory,
        p: &Places,
        kind: AccessKind,
        f: impl FnOnce(&Inner, &Places) -> R,
    ) -> R {
        let whole = self.strength.is_strong() && (self.observed() || kind != AccessKind::Read);
        let run = |m: &Inner| {
            let p = self.admit(m, p, kind);
            self.observe(m, &p, kind);
            f(m, &p)
        };
        if whole {
            mem.access(|m| run(m))
        } else {
            mem.read_access(run)
        }
    }

    /// A load at `p` (see [`MemOp::transaction`]); elements left out by [`MemOp::admit`]
    /// read `ub::DROPPED_READS`.
    pub fn load<E>(
        &mut self,
        mem: &Memory,
        p: &Places,
        f: impl FnOnce(&Inner, &Places) -> Result<Vec<u64>, E>,
    ) -> Result<Vec<u64>, E> {
        let mut out = self.transaction(mem, p, AccessKind::Read, f)?;
        self.fill_dropped(&mut out);
        Ok(out)
    }

    /// A store at `p` (see [`MemOp::transaction`]).
    pub fn store<R>(
        &mut self,
        mem: &Memory,
        p: &Places,
        kind: AccessKind,
        f: impl FnOnce(&Inner, &Places) -> R,
    ) -> R {
        self.transaction(mem, p, kind, f)
    }

    /// The places of `p` the access performs, with `m` held as the access holds it: all of
    /// them, except for a pointer access under `--ub warn` (see `eval::ub`), which leaves out
    /// the elements outside every allocation (remembered for [`MemOp::finish`]'s report).
    pub fn admit<'p>(&mut self, m: &Inner, p: &'p Places, kind: AccessKind) -> Cow<'p, Places> {
        let Some(e) = self.drop_outside else {
            return Cow::Borrowed(p);
        };
        match m.split_outside(p, e) {
            None => Cow::Borrowed(p),
            Some((inside, outside)) => {
                self.dropped = Some((outside, kind));
                Cow::Owned(inside)
            }
        }
    }

    /// Sets the elements [`MemOp::admit`] left out of a load's or an atomic's result.
    pub fn fill_dropped(&self, out: &mut [u64]) {
        for (i, _) in self.dropped.iter().flat_map(|(d, _)| d.elems()) {
            out[i] = super::ub::DROPPED_READS;
        }
    }

    /// Shows the element accesses at `p` (in `mem`'s allocations) to the shadow.
    pub fn observe(&mut self, mem: &Inner, p: &Places, kind: AccessKind) {
        let (Some(ev), Some(sh)) = (&self.event, self.shadow) else {
            return;
        };
        let a = Access {
            event: ev,
            site: self.site,
            block: self.block,
            strength: self.strength,
        };
        sh.access_places(mem, &a, p, kind, &mut self.acquired, &mut self.hits);
    }

    /// Ends the op: reports races and elements left out, and sets the result token.
    pub fn finish(self, ctx: &mut Ctx) {
        for h in &self.hits {
            let same_op = h.prev.key == h.cur.key && h.prev.counter == h.cur.counter;
            ctx.prog
                .note(super::ub::race_within_op(ctx, same_op, race_report(ctx, h)));
        }
        if let Some((d, kind)) = &self.dropped {
            let access = match (kind, self.strength.atomic) {
                (AccessKind::Read, false) => super::ub::Access::Load,
                (AccessKind::Write, false) => super::ub::Access::Store,
                _ => super::ub::Access::Atomic,
            };
            super::ub::pointer_outside(
                ctx,
                self.op,
                access,
                d,
                &access_shape(ctx.prog.func, self.op),
            );
        }
        let clock = match &self.event {
            Some(ev) if self.acquired.entries().is_empty() => ev.clock.clone(),
            Some(ev) => {
                let mut c = (*ev.clock).clone();
                c.join(&self.acquired);
                Arc::new(c)
            }
            None => Token::default().clock,
        };
        if let Some(r) = self
            .op
            .results
            .iter()
            .rev()
            .find(|r| ctx.ty(**r).is_token())
        {
            ctx.set(*r, Value::Token(Token { clock }));
        }
    }
}

/// The tile shape an op accesses memory with (its view tile or pointer tile).
fn access_shape(f: &Func, op: &Op) -> Vec<i64> {
    for v in &op.operands {
        match f.ty(*v) {
            Type::View(vt) => return vt.tile.clone(),
            Type::Tile(t) if t.elem.is_ptr() => return t.shape.clone(),
            _ => {}
        }
    }
    vec![]
}

fn block_id(lin: u64, grid: [u32; 3]) -> [u32; 3] {
    let (gx, gy) = (grid[0] as u64, grid[1] as u64);
    [
        (lin % gx) as u32,
        ((lin / gx) % gy) as u32,
        (lin / (gx * gy)) as u32,
    ]
}

fn describe(kind: AccessKind, s: &Strength) -> String {
    let k = match (kind, s.atomic) {
        (AccessKind::Read, false) => "load",
        (AccessKind::Write, false) => "store",
        (AccessKind::Read, true) => "atomic load",
        (AccessKind::Write, true) => "atomic store",
        (AccessKind::ReadWrite, _) => "atomic read-modify-write",
    };
    let ord = s.ordering_name();
    match s.scope {
        Some(sc) => format!("{k} ({ord}, {})", tileref_spec::attrs::TileEnum::name(sc)),
        None => format!("{k} ({ord})"),
    }
}

fn race_report(ctx: &Ctx, h: &Hit) -> Report {
    let f = ctx.prog.func;
    let grid = ctx.prog.grid;
    let side = |acc: &crate::concurrency::access::Acc| -> Report {
        let op = ctx.prog.site_op(acc.site);
        let shape = op.map(|o| access_shape(f, o)).unwrap_or_default();
        let elem = if shape.is_empty() {
            vec![acc.elem as i64]
        } else {
            unravel(acc.elem as usize, &shape)
        };
        let mut r = Report::new(
            Category::Race,
            "data-race",
            describe(acc.kind, &acc.strength),
        )
        .in_block(block_id(acc.block, grid))
        .element(elem)
        .address(h.addr);
        if let Some(o) = op {
            r.site = Some(Site::of(o));
        }
        r
    };
    let mut cur = side(&h.cur);
    let prev = side(&h.prev);
    cur.message = format!(
        "data race: {} — {} conflicts with an earlier {}",
        h.rule, cur.message, prev.message
    );
    cur.other = Some(Box::new(prev));
    cur.count = h.count as u64;
    cur
}

impl Strength {
    pub fn ordering_name(&self) -> &'static str {
        tileref_spec::attrs::TileEnum::name(self.ordering)
    }
}
