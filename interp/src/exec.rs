//! One tile block as a resumable machine: an explicit stack of region frames, so the scheduler
//! can suspend a block between any two ops (blocks that wait on each other through memory
//! must all make progress, whatever the schedule).

use crate::concurrency::clock::Chains;
use crate::eval::ctx::{Ctx, Flags};
use crate::eval::eval_op;
use crate::halt::Limit;
use crate::program::Program;
use crate::report::{Category, Report, Site};
use crate::value::{Env, Tile, Value};
use tileref_spec::ir::{Block, Op, ValueId};
use tileref_spec::types::ElemType;

enum Kind<'m> {
    Entry,
    If {
        op: &'m Op,
    },
    For {
        op: &'m Op,
        iv: u64,
        ub: u64,
        step: u64,
        width: u32,
        unsigned: bool,
    },
    Loop {
        op: &'m Op,
    },
}

struct Frame<'m> {
    block: &'m Block,
    pc: usize,
    kind: Kind<'m>,
}

/// How a slice of execution ended.
#[derive(Debug, PartialEq)]
pub enum Outcome {
    Done,
    /// Suspended after polling memory; run again later.
    Yielded,
    /// Stopped by undefined behaviour or an error, or the block that reports a limit.
    Failed(Report),
    /// Abandoned because a limit stopped the launch (another block reported it).
    Stopped,
}

pub struct BlockExec<'m> {
    pub id: [u32; 3],
    env: Env,
    frames: Vec<Frame<'m>>,
    pub flags: Flags,
    /// Ops executed in total (for the interpreter's step limit).
    pub steps: u64,
    /// Times the block was suspended.
    pub yields: u32,
    chains: Chains,
}

fn cmp_lt(a: u64, b: u64, width: u32, unsigned: bool) -> bool {
    if unsigned {
        a < b
    } else {
        crate::numeric::int_ops::sext(a, width) < crate::numeric::int_ops::sext(b, width)
    }
}

impl<'m> BlockExec<'m> {
    /// A block about to run the entry; its parameters are read from `prog.invariant`.
    pub fn new(prog: &Program<'m>, id: [u32; 3]) -> BlockExec<'m> {
        let f = prog.func;
        let env = Env::new(f.values.len());
        let g = prog.grid;
        let lin = id[0] as u64 + g[0] as u64 * (id[1] as u64 + g[1] as u64 * id[2] as u64);
        BlockExec {
            id,
            env,
            frames: vec![Frame {
                block: &f.body,
                pc: 0,
                kind: Kind::Entry,
            }],
            flags: Flags::default(),
            steps: 0,
            yields: 0,
            chains: Chains::new(lin),
        }
    }

    pub fn is_done(&self) -> bool {
        self.frames.is_empty()
    }

    fn get<'p>(&'p self, prog: &'p Program<'m>, v: ValueId) -> Result<&'p Value, Report> {
        let i = v.0 as usize;
        self.env
            .get(i)
            .or_else(|| prog.invariant.get(i).and_then(|x| x.as_ref()))
            .ok_or_else(|| {
                Report::error(
                    "internal",
                    format!("value %{} used before it was defined", v.0),
                )
            })
    }

    fn scalar(&self, prog: &Program<'m>, v: ValueId) -> Result<u64, Report> {
        match self.get(prog, v)? {
            Value::Tile(t) if t.data.len() == 1 => Ok(t.data[0]),
            _ => Err(Report::error("internal", "expected a scalar tile")),
        }
    }

    fn bind(&mut self, ids: &[ValueId], vals: Vec<Value>) {
        for (i, v) in ids.iter().zip(vals) {
            self.env.set(i.0 as usize, Some(v));
        }
    }

    fn values(&self, prog: &Program<'m>, ids: &[ValueId]) -> Result<Vec<Value>, Report> {
        ids.iter().map(|v| self.get(prog, *v).cloned()).collect()
    }

    /// Runs until the block finishes, fails, or has used `budget` steps since it last polled
    /// memory (a block that only computes is never suspended).
    pub fn run(&mut self, prog: &Program<'m>, budget: u64) -> Outcome {
        let mut slice = 0u64;
        self.flags = Flags::default();
        loop {
            if self.frames.is_empty() {
                return Outcome::Done;
            }
            // Before yielding: a suspended block must not outlive a stopped launch.
            if prog.halt.is_set() {
                return self.stopped(prog.halt.claim(), None);
            }
            if slice >= budget && self.flags.polled {
                return Outcome::Yielded;
            }
            if self.steps >= prog.opts.max_steps {
                return self.stopped(prog.halt.trip_here(Limit::Steps(prog.opts.max_steps)), None);
            }
            slice += 1;
            self.steps += 1;
            let op = self.next_op();
            if let Err(r) = self.step(prog) {
                // A long op that saw the stop flag part-way (its results are not kept).
                if r.category == Category::Limit {
                    return self.stopped(prog.halt.claim(), r.site);
                }
                return Outcome::Failed(r.in_block(self.id));
            }
            if self.env.tile_bytes() > prog.opts.max_memory {
                return self.stopped(
                    prog.halt.trip_here(Limit::Memory(
                        prog.opts.max_memory,
                        "tile values held by one tile block",
                    )),
                    op.map(Site::of),
                );
            }
        }
    }

    /// Ends a block of a stopped launch. The block that reports the stop names itself and
    /// the op: `site`, or else the op it was about to run.
    pub(crate) fn stopped(&self, report: Option<Report>, site: Option<Site>) -> Outcome {
        match report {
            Some(mut r) => {
                r.site = site.or_else(|| self.next_op().map(Site::of));
                Outcome::Failed(r.in_block(self.id))
            }
            None => Outcome::Stopped,
        }
    }

    /// The op the block runs next (none at the implicit end of the entry).
    fn next_op(&self) -> Option<&'m Op> {
        let f = self.frames.last()?;
        f.block.ops.get(f.pc)
    }

    fn step(&mut self, prog: &Program<'m>) -> Result<(), Report> {
        let top = self.frames.last_mut().expect("frame");
        let Some(op) = top.block.ops.get(top.pc) else {
            // A region without terminator (only the entry's implicit end).
            self.frames.pop();
            return Ok(());
        };
        top.pc += 1;
        match ctl(op) {
            Ctl::If => {
                let c = self.scalar(prog, op.operands[0])? & 1;
                let region = if c == 1 {
                    &op.regions[0]
                } else {
                    &op.regions[1]
                };
                match region.block() {
                    Some(b) => self.frames.push(Frame {
                        block: b,
                        pc: 0,
                        kind: Kind::If { op },
                    }),
                    None => {
                        if !op.results.is_empty() {
                            return Err(Report::error(
                                "internal",
                                "if without else produced no results",
                            )
                            .at(op));
                        }
                    }
                }
                Ok(())
            }
            Ctl::For => {
                let lb = self.scalar(prog, op.operands[0])?;
                let ub = self.scalar(prog, op.operands[1])?;
                let step = self.scalar(prog, op.operands[2])?;
                let width = prog
                    .func
                    .ty(op.operands[0])
                    .elem_num()
                    .map(|e| e.bit_width())
                    .unwrap_or(32);
                let unsigned = op.has_unit("unsignedCmp");
                let inits = self.values(prog, op.group("initValues"))?;
                let body = op.regions[0]
                    .block()
                    .ok_or_else(|| Report::error("internal", "for without body"))?;
                if !unsigned && crate::numeric::int_ops::sext(step, width) <= 0
                    || unsigned && step == 0
                {
                    return Err(Report::ub(
                        "for-step",
                        "`for` with a step that is not positive (the spec requires step > 0)",
                    )
                    .at(op));
                }
                if cmp_lt(lb, ub, width, unsigned) {
                    let mut args = vec![Value::tile(Tile::scalar(int_type(width), lb))];
                    args.extend(inits);
                    let ids = body.args.clone();
                    self.bind(&ids, args);
                    self.frames.push(Frame {
                        block: body,
                        pc: 0,
                        kind: Kind::For {
                            op,
                            iv: lb,
                            ub,
                            step,
                            width,
                            unsigned,
                        },
                    });
                } else {
                    let ids = op.results.clone();
                    self.bind(&ids, inits);
                }
                Ok(())
            }
            Ctl::Loop => {
                let inits = self.values(prog, op.group("initValues"))?;
                let body = op.regions[0]
                    .block()
                    .ok_or_else(|| Report::error("internal", "loop without body"))?;
                let ids = body.args.clone();
                self.bind(&ids, inits);
                self.frames.push(Frame {
                    block: body,
                    pc: 0,
                    kind: Kind::Loop { op },
                });
                Ok(())
            }
            Ctl::Yield => {
                let vals = self.values(prog, &op.operands)?;
                let f = self.frames.pop().expect("frame");
                match f.kind {
                    Kind::If { op: ifop } => {
                        let ids = ifop.results.clone();
                        self.bind(&ids, vals);
                        Ok(())
                    }
                    _ => Err(Report::error("internal", "yield outside if").at(op)),
                }
            }
            Ctl::Continue => {
                let vals = self.values(prog, &op.operands)?;
                while let Some(f) = self.frames.last_mut() {
                    match &mut f.kind {
                        Kind::If { .. } => {
                            self.frames.pop();
                        }
                        Kind::For {
                            op: forop,
                            iv,
                            ub,
                            step,
                            width,
                            unsigned,
                        } => {
                            let forop = *forop;
                            let mask = crate::numeric::int_ops::mask(*width);
                            let next = iv.wrapping_add(*step) & mask;
                            // The induction variable must not wrap past the bound.
                            let wrapped = if *unsigned {
                                next < *iv
                            } else {
                                crate::numeric::int_ops::sext(next, *width)
                                    < crate::numeric::int_ops::sext(*iv, *width)
                            };
                            if !wrapped && cmp_lt(next, *ub, *width, *unsigned) {
                                *iv = next;
                                f.pc = 0;
                                let w = *width;
                                let body = f.block;
                                let mut args = vec![Value::tile(Tile::scalar(int_type(w), next))];
                                args.extend(vals);
                                let ids = body.args.clone();
                                self.bind(&ids, args);
                            } else {
                                self.frames.pop();
                                let ids = forop.results.clone();
                                self.bind(&ids, vals);
                            }
                            return Ok(());
                        }
                        Kind::Loop { .. } => {
                            f.pc = 0;
                            let ids = f.block.args.clone();
                            self.bind(&ids, vals);
                            return Ok(());
                        }
                        Kind::Entry => {
                            return Err(Report::error("internal", "continue outside a loop").at(op))
                        }
                    }
                }
                Ok(())
            }
            Ctl::Break => {
                let vals = self.values(prog, &op.operands)?;
                while let Some(f) = self.frames.pop() {
                    if let Kind::Loop { op: lop } = f.kind {
                        let ids = lop.results.clone();
                        self.bind(&ids, vals);
                        return Ok(());
                    }
                }
                Err(Report::error("internal", "break outside a loop").at(op))
            }
            Ctl::Return => {
                self.frames.clear();
                Ok(())
            }
            _ if prog.hoisted(op) => Ok(()),
            _ => {
                let mut ctx = Ctx {
                    prog,
                    env: &mut self.env,
                    block: self.id,
                    flags: &mut self.flags,
                    chains: &mut self.chains,
                    steps: &mut self.steps,
                };
                eval_op(&mut ctx, op).map_err(|r| r.at(op))
            }
        }
    }
}

/// The ops the block machine runs itself; everything else goes to `eval`.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Ctl {
    If,
    For,
    Loop,
    Yield,
    Continue,
    Break,
    Return,
    Other,
}

/// The control role of an op, by catalogue id (a table built once).
fn ctl(op: &Op) -> Ctl {
    static TABLE: std::sync::OnceLock<Vec<Ctl>> = std::sync::OnceLock::new();
    let t = TABLE.get_or_init(|| {
        tileref_spec::ops::all()
            .iter()
            .map(|d| match d.name {
                "if" => Ctl::If,
                "for" => Ctl::For,
                "loop" => Ctl::Loop,
                "yield" => Ctl::Yield,
                "continue" => Ctl::Continue,
                "break" => Ctl::Break,
                "return" => Ctl::Return,
                _ => Ctl::Other,
            })
            .collect()
    });
    t.get(op.id.0 as usize).copied().unwrap_or(Ctl::Other)
}

fn int_type(width: u32) -> ElemType {
    match width {
        1 => ElemType::I1,
        8 => ElemType::I8,
        16 => ElemType::I16,
        32 => ElemType::I32,
        _ => ElemType::I64,
    }
}
