//! Automatic reduction: delta debugging on the program, keeping it valid (every candidate is
//! verified) and keeping the finding (same oracle, kind and detail).
//!
//! Passes, repeated until none makes progress: one tile block; fewer outputs; an op's uses
//! replaced by a fresh input of its type, or by an earlier value of the same type (the op then
//! dies and goes); inputs' elements set to zero in halving chunks, then one by one; dead ops and
//! unused inputs dropped.

use crate::oracle::{self, Oracle};
use crate::program::{storable, Input, Program};
use crate::rng::Rng;
use crate::values::values;
use crate::verdict::{Finding, Verdict};

/// One reduction step, written down so it can be replayed: a program of a campaign is its seed,
/// its index and the edits applied to it, which is how a GPU reduction round (`rounds`) records
/// its candidates between two GPU calls. The sequential reducer builds its candidates the same
/// way.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Edit {
    /// One tile block: block `b`'s data becomes block 0's.
    Block(usize),
    /// Output `j` is no longer stored.
    DropOutput(usize),
    /// Only output `j` is stored.
    KeepOutput(usize),
    /// Every input no op or output uses goes.
    DropUnused,
    /// Value `v` (an op's result) becomes the only output: what used it dies.
    StoreValue(usize),
    /// The ops at these indices (ascending) are replaced by fresh inputs of their types
    /// (values drawn with `seed`), so they die.
    Cut { ops: Vec<usize>, seed: u64 },
    /// Every use of value `value` goes to the earlier value `to` (of the same type).
    Redirect { value: usize, to: usize },
    /// Elements `start..end` of input `input` become zero.
    Zero {
        input: usize,
        start: usize,
        end: usize,
    },
    /// Input `input`, unused, goes.
    DropInput(usize),
}

impl Edit {
    /// `p` with the edit applied and dead ops dropped; `None` where it does not apply.
    pub fn apply(&self, p: &Program) -> Option<Program> {
        let mut c = p.clone();
        match *self {
            Edit::Block(b) => {
                if b >= p.grid as usize {
                    return None;
                }
                let last = b + 1 == p.grid as usize;
                for i in &mut c.inputs {
                    let n = i.ty.len();
                    i.bits = i.bits[b * n..(b + 1) * n].to_vec();
                    // Only the last block's tile is partial.
                    if !last {
                        i.pad = None;
                    }
                }
                c.grid = 1;
            }
            Edit::DropOutput(j) => {
                if j >= c.outputs.len() || c.outputs.len() < 2 {
                    return None;
                }
                c.outputs.remove(j);
            }
            Edit::KeepOutput(j) => {
                if j >= c.outputs.len() || c.outputs.len() < 2 {
                    return None;
                }
                c.outputs = vec![c.outputs[j]];
            }
            Edit::StoreValue(v) => {
                if v < c.inputs.len()
                    || v >= c.num_values()
                    || c.outputs == [v]
                    || !storable(c.value_ty(v))
                {
                    return None;
                }
                c.outputs = vec![v];
            }
            Edit::DropUnused => {
                let before = c.inputs.len();
                c = compact(&c);
                if c.inputs.len() == before {
                    return None;
                }
                return Some(c);
            }
            Edit::Cut { ref ops, seed } => {
                if ops.is_empty()
                    || ops.windows(2).any(|w| w[0] >= w[1])
                    || ops.iter().any(|&k| k >= c.nodes.len())
                {
                    return None;
                }
                let mut rng = Rng::new(seed);
                for &k in ops.iter().rev() {
                    let ty = c.nodes[k].ty.clone();
                    let n = ty.len() * c.grid as usize;
                    let bits = values(ty.elem, n, &mut rng);
                    let v = c.inputs.len() + k;
                    let at = add_input(&mut c, Input::new(ty, bits));
                    redirect(&mut c, v + 1, at);
                }
            }
            Edit::Redirect { value, to } => {
                if to >= value || value >= c.num_values() || c.value_ty(value) != c.value_ty(to) {
                    return None;
                }
                redirect(&mut c, value, to);
            }
            Edit::Zero { input, start, end } => {
                let x = c.inputs.get_mut(input)?;
                // The padded places hold the padding, not data.
                let end = end.min(x.stored());
                if start >= end || end > x.bits.len() || x.bits[start..end].iter().all(|&b| b == 0)
                {
                    return None;
                }
                x.bits[start..end].iter_mut().for_each(|b| *b = 0);
            }
            Edit::DropInput(i) => {
                if i >= c.inputs.len()
                    || c.nodes.iter().any(|n| n.operands.contains(&i))
                    || c.outputs.contains(&i)
                {
                    return None;
                }
                remove_input(&mut c, i);
            }
        }
        Some(drop_dead_ops(&c))
    }

    pub fn to_json(&self) -> serde_json::Value {
        use serde_json::json;
        match self {
            Edit::Block(b) => json!(["block", b]),
            Edit::DropOutput(j) => json!(["drop-output", j]),
            Edit::KeepOutput(j) => json!(["keep-output", j]),
            Edit::DropUnused => json!(["drop-unused"]),
            Edit::StoreValue(v) => json!(["store-value", v]),
            Edit::Cut { ops, seed } => json!(["cut", ops, format!("{seed:#x}")]),
            Edit::Redirect { value, to } => json!(["redirect", value, to]),
            Edit::Zero { input, start, end } => json!(["zero", input, start, end]),
            Edit::DropInput(i) => json!(["drop-input", i]),
        }
    }

    pub fn from_json(j: &serde_json::Value) -> Option<Edit> {
        let a = j.as_array()?;
        let n = |k: usize| a.get(k).and_then(|v| v.as_u64()).map(|v| v as usize);
        Some(match a.first()?.as_str()? {
            "block" => Edit::Block(n(1)?),
            "drop-output" => Edit::DropOutput(n(1)?),
            "keep-output" => Edit::KeepOutput(n(1)?),
            "drop-unused" => Edit::DropUnused,
            "store-value" => Edit::StoreValue(n(1)?),
            "cut" => Edit::Cut {
                ops: a
                    .get(1)?
                    .as_array()?
                    .iter()
                    .map(|v| v.as_u64().map(|v| v as usize))
                    .collect::<Option<_>>()?,
                seed: u64::from_str_radix(a.get(2)?.as_str()?.trim_start_matches("0x"), 16).ok()?,
            },
            "redirect" => Edit::Redirect {
                value: n(1)?,
                to: n(2)?,
            },
            "zero" => Edit::Zero {
                input: n(1)?,
                start: n(2)?,
                end: n(3)?,
            },
            "drop-input" => Edit::DropInput(n(1)?),
            _ => return None,
        })
    }
}

/// Replays `edits` on `p`; `None` if one no longer applies.
pub fn replay(p: &Program, edits: &[Edit]) -> Option<Program> {
    let mut cur = drop_dead_ops(p);
    for e in edits {
        cur = e.apply(&cur)?;
    }
    Some(cur)
}

/// What a reduction keeps: the finding's oracle, kind and detail.
pub fn same_finding(a: &Finding, b: &Finding) -> bool {
    a.oracle == b.oracle && a.kind == b.kind && a.detail == b.detail
}

/// Reduces `p` while `oracle` still reports `f`; at most `budget` checks.
pub fn reduce(p: &Program, f: &Finding, oracle: &Oracle, budget: usize) -> Program {
    // Without its dead ops if the finding stays: a compiler may refuse a type that only a
    // dead op holds, and then the dead op is the finding.
    let live = drop_dead_ops(p);
    let start = if matches!(oracle::check(&live, oracle), Verdict::Finding(ref g) if same_finding(g, f))
    {
        live
    } else {
        p.clone()
    };
    let mut r = Reducer {
        best: start,
        f: f.clone(),
        oracle,
        checks: 1,
        budget,
        rng: Rng::new(0x5EED),
    };
    loop {
        let before = (
            r.best.op_count(),
            r.best.outputs.len(),
            r.best.grid,
            nonzero(&r.best),
        );
        r.one_block();
        r.fewer_outputs();
        r.store_earlier();
        r.cut_ranges();
        r.replace_ops();
        r.drop_unused_inputs();
        if oracle.data_dependent() {
            r.zero_inputs();
        }
        let after = (
            r.best.op_count(),
            r.best.outputs.len(),
            r.best.grid,
            nonzero(&r.best),
        );
        if after == before || r.checks >= r.budget {
            break;
        }
    }
    r.best
}

fn nonzero(p: &Program) -> usize {
    p.inputs
        .iter()
        .map(|i| i.bits.iter().filter(|&&b| b != 0).count())
        .sum()
}

struct Reducer<'a> {
    best: Program,
    f: Finding,
    oracle: &'a Oracle,
    checks: usize,
    budget: usize,
    rng: Rng,
}

impl Reducer<'_> {
    /// Takes the edit if the program it gives still shows the finding.
    fn attempt(&mut self, e: Edit) -> bool {
        if self.checks >= self.budget {
            return false;
        }
        let Some(cand) = e.apply(&self.best) else {
            return false;
        };
        self.checks += 1;
        match oracle::check(&cand, self.oracle) {
            Verdict::Finding(g) if same_finding(&g, &self.f) => {
                self.best = cand;
                true
            }
            _ => false,
        }
    }

    fn one_block(&mut self) {
        // Any block may be the one that shows it: try each block's data as block 0.
        for b in 0..self.best.grid as usize {
            if self.best.grid == 1 || self.attempt(Edit::Block(b)) {
                break;
            }
        }
    }

    fn fewer_outputs(&mut self) {
        let mut j = 0;
        while j < self.best.outputs.len() && self.best.outputs.len() > 1 {
            if !self.attempt(Edit::DropOutput(j)) {
                j += 1;
            }
        }
    }

    /// An earlier op's result stored instead of the outputs, from the first op on: the ops
    /// after the one that shows the finding go at once.
    fn store_earlier(&mut self) {
        let ni = self.best.inputs.len();
        for v in ni..self.best.num_values() {
            if self.attempt(Edit::StoreValue(v)) {
                return;
            }
        }
    }

    /// Whole ranges of ops at once (halves, quarters, ...): each op's uses go to a fresh input
    /// of its type, so the ops die together. Cheap when most of a program is irrelevant.
    fn cut_ranges(&mut self) {
        let mut size = self.best.nodes.len() / 2;
        while size >= 2 {
            let mut start = 0;
            while start + size <= self.best.nodes.len() {
                let seed = self.rng.next();
                if !self.attempt(Edit::Cut {
                    ops: (start..start + size).collect(),
                    seed,
                }) {
                    start += size;
                }
            }
            size /= 2;
        }
    }

    /// From the last op back: its uses go to a fresh input (random values, a few tries) or to
    /// an earlier value of its type.
    fn replace_ops(&mut self) {
        let mut k = self.best.nodes.len();
        while k > 0 {
            k -= 1;
            if k >= self.best.nodes.len() {
                continue;
            }
            let v = self.best.inputs.len() + k;
            let ty = self.best.nodes[k].ty.clone();
            let tries = if self.oracle.data_dependent() { 3 } else { 1 };
            if (0..tries).any(|_| {
                let seed = self.rng.next();
                self.attempt(Edit::Cut { ops: vec![k], seed })
            }) {
                continue;
            }
            for u in 0..v {
                if *self.best.value_ty(u) == ty && self.attempt(Edit::Redirect { value: v, to: u })
                {
                    break;
                }
            }
        }
    }

    /// Inputs no op uses are still loaded, and a load can be what a compiler trips on: each
    /// goes only if the finding stays.
    fn drop_unused_inputs(&mut self) {
        let mut i = 0;
        while i < self.best.inputs.len() {
            let used = self.best.nodes.iter().any(|n| n.operands.contains(&i))
                || self.best.outputs.contains(&i);
            if !used && self.attempt(Edit::DropInput(i)) {
                continue;
            }
            i += 1;
        }
    }

    /// Zeroes input elements: halves, then smaller chunks, then single elements.
    fn zero_inputs(&mut self) {
        for i in 0..self.best.inputs.len() {
            let mut chunk = self
                .best
                .inputs
                .get(i)
                .map_or(0, |x| x.bits.len())
                .next_power_of_two();
            while chunk >= 1 {
                let mut start = 0;
                while i < self.best.inputs.len() && start < self.best.inputs[i].bits.len() {
                    let end = (start + chunk).min(self.best.inputs[i].bits.len());
                    self.attempt(Edit::Zero {
                        input: i,
                        start,
                        end,
                    });
                    start = end;
                }
                chunk /= 2;
            }
        }
    }
}

/// Adds an input (inputs come first, so every node operand shifts by one); returns its value.
fn add_input(p: &mut Program, x: Input) -> usize {
    let at = p.inputs.len();
    for n in &mut p.nodes {
        for v in &mut n.operands {
            if *v >= at {
                *v += 1;
            }
        }
    }
    for o in &mut p.outputs {
        if *o >= at {
            *o += 1;
        }
    }
    p.inputs.push(x);
    at
}

/// Makes every use of value `from` (ops and outputs) use `to` instead.
fn redirect(p: &mut Program, from: usize, to: usize) {
    for n in &mut p.nodes {
        for v in &mut n.operands {
            if *v == from {
                *v = to;
            }
        }
    }
    for o in &mut p.outputs {
        if *o == from {
            *o = to;
        }
    }
    p.outputs.dedup();
}

/// Removes input `i` (unused), renumbering the values after it.
fn remove_input(p: &mut Program, i: usize) {
    p.inputs.remove(i);
    for n in &mut p.nodes {
        for v in &mut n.operands {
            if *v > i {
                *v -= 1;
            }
        }
    }
    for o in &mut p.outputs {
        if *o > i {
            *o -= 1;
        }
    }
}

/// Drops the ops no output depends on (their inputs stay: see `drop_unused_inputs`).
pub fn drop_dead_ops(p: &Program) -> Program {
    compact_keeping(p, true)
}

/// Drops ops no output depends on and inputs nothing uses, renumbering the rest.
pub fn compact(p: &Program) -> Program {
    compact_keeping(p, false)
}

fn compact_keeping(p: &Program, keep_inputs: bool) -> Program {
    let n = p.num_values();
    let ni = p.inputs.len();
    let mut live = vec![false; n];
    if keep_inputs {
        live[..ni].iter_mut().for_each(|l| *l = true);
    }
    for &o in &p.outputs {
        live[o] = true;
    }
    for k in (0..p.nodes.len()).rev() {
        if live[ni + k] {
            for &v in &p.nodes[k].operands {
                live[v] = true;
            }
        }
    }
    let mut map = vec![usize::MAX; n];
    let mut next = 0;
    for v in 0..n {
        if live[v] {
            map[v] = next;
            next += 1;
        }
    }
    let inputs = p
        .inputs
        .iter()
        .enumerate()
        .filter(|(i, _)| live[*i])
        .map(|(_, x)| x.clone())
        .collect();
    let nodes = p
        .nodes
        .iter()
        .enumerate()
        .filter(|(k, _)| live[ni + k])
        .map(|(_, nd)| {
            let mut nd = nd.clone();
            nd.operands.iter_mut().for_each(|v| *v = map[*v]);
            nd
        })
        .collect();
    let mut outputs: Vec<usize> = p.outputs.iter().map(|&o| map[o]).collect();
    outputs.dedup();
    Program {
        grid: p.grid,
        inputs,
        nodes,
        outputs,
    }
}
