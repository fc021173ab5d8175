//! Automatic reduction: delta debugging on the program, keeping it valid (every candidate is
//! verified) and keeping the finding (same oracle, kind and detail).
//!
//! Passes, repeated until none makes progress: one tile block; fewer outputs; an op's uses
//! replaced by a fresh input of its type, or by an earlier value of the same type (the op then
//! dies and goes); inputs' elements set to zero in halving chunks, then one by one; dead ops and
//! unused inputs dropped.

use crate::oracle::{self, Finding, Oracle, Verdict};
use crate::program::{Input, Program};
use crate::rng::Rng;

/// What a reduction keeps: the finding's oracle, kind and detail.
pub fn same_finding(a: &Finding, b: &Finding) -> bool {
    a.oracle == b.oracle && a.kind == b.kind && a.detail == b.detail
}

/// Reduces `p` while `oracle` still reports `f`; at most `budget` checks.
pub fn reduce(p: &Program, f: &Finding, oracle: &Oracle, budget: usize) -> Program {
    let mut r = Reducer { best: drop_dead_ops(p), f: f.clone(), oracle, checks: 0, budget, rng: Rng::new(0x5EED) };
    loop {
        let before = (r.best.op_count(), r.best.outputs.len(), r.best.grid, nonzero(&r.best));
        r.one_block();
        r.fewer_outputs();
        r.cut_ranges();
        r.replace_ops();
        r.drop_unused_inputs();
        if oracle.data_dependent() {
            r.zero_inputs();
        }
        let after = (r.best.op_count(), r.best.outputs.len(), r.best.grid, nonzero(&r.best));
        if after == before || r.checks >= r.budget {
            break;
        }
    }
    r.best
}

fn nonzero(p: &Program) -> usize {
    p.inputs.iter().map(|i| i.bits.iter().filter(|&&b| b != 0).count()).sum()
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
    /// Takes `cand` if it still shows the finding.
    fn attempt(&mut self, cand: Program) -> bool {
        if self.checks >= self.budget {
            return false;
        }
        self.checks += 1;
        let cand = drop_dead_ops(&cand);
        match oracle::check(&cand, self.oracle) {
            Verdict::Finding(g) if same_finding(&g, &self.f) => {
                self.best = cand;
                true
            }
            _ => false,
        }
    }

    fn one_block(&mut self) {
        if self.best.grid > 1 {
            let mut c = self.best.clone();
            let per: Vec<usize> = c.inputs.iter().map(|i| i.ty.len()).collect();
            c.grid = 1;
            for (i, n) in c.inputs.iter_mut().zip(per) {
                i.bits.truncate(n);
            }
            // Any block may be the one that shows it: try each block's data as block 0.
            if !self.attempt(c) {
                for b in 1..self.best.grid as usize {
                    let mut c = self.best.clone();
                    for i in &mut c.inputs {
                        let n = i.ty.len();
                        i.bits = i.bits[b * n..(b + 1) * n].to_vec();
                    }
                    c.grid = 1;
                    if self.attempt(c) {
                        break;
                    }
                }
            }
        }
    }

    fn fewer_outputs(&mut self) {
        let mut j = 0;
        while j < self.best.outputs.len() && self.best.outputs.len() > 1 {
            let mut c = self.best.clone();
            c.outputs.remove(j);
            if !self.attempt(c) {
                j += 1;
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
                let mut c = self.best.clone();
                for k in (start..start + size).rev() {
                    let ty = c.nodes[k].ty.clone();
                    let n = ty.len() * c.grid as usize;
                    let bits = crate::values::values(ty.elem, n, &mut self.rng);
                    let v = c.inputs.len() + k;
                    let at = add_input(&mut c, Input { ty, bits });
                    redirect(&mut c, v + 1, at);
                }
                if !self.attempt(c) {
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
            let mut done = false;
            let tries = if self.oracle.data_dependent() { 3 } else { 1 };
            for _ in 0..tries {
                let mut c = self.best.clone();
                let n = ty.len() * c.grid as usize;
                let bits = crate::values::values(ty.elem, n, &mut self.rng);
                let at = add_input(&mut c, Input { ty: ty.clone(), bits });
                redirect(&mut c, v + 1, at);
                if self.attempt(c) {
                    done = true;
                    break;
                }
            }
            if done {
                continue;
            }
            for u in 0..v {
                if *self.best.value_ty(u) == ty {
                    let mut c = self.best.clone();
                    redirect(&mut c, v, u);
                    if self.attempt(c) {
                        break;
                    }
                }
            }
        }
    }

    /// Inputs no op uses are still loaded, and a load can be what a compiler trips on: each
    /// goes only if the finding stays.
    fn drop_unused_inputs(&mut self) {
        let mut i = 0;
        while i < self.best.inputs.len() {
            let used = self.best.nodes.iter().any(|n| n.operands.contains(&i)) || self.best.outputs.contains(&i);
            if !used {
                let mut c = self.best.clone();
                remove_input(&mut c, i);
                if self.attempt(c) {
                    continue;
                }
            }
            i += 1;
        }
    }

    /// Zeroes input elements: halves, then smaller chunks, then single elements.
    fn zero_inputs(&mut self) {
        for i in 0..self.best.inputs.len() {
            let mut chunk = self.best.inputs.get(i).map_or(0, |x| x.bits.len()).next_power_of_two();
            while chunk >= 1 {
                let mut start = 0;
                while i < self.best.inputs.len() && start < self.best.inputs[i].bits.len() {
                    let end = (start + chunk).min(self.best.inputs[i].bits.len());
                    if self.best.inputs[i].bits[start..end].iter().any(|&b| b != 0) {
                        let mut c = self.best.clone();
                        c.inputs[i].bits[start..end].iter_mut().for_each(|b| *b = 0);
                        self.attempt(c);
                    }
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
    let inputs = p.inputs.iter().enumerate().filter(|(i, _)| live[*i]).map(|(_, x)| x.clone()).collect();
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
    Program { grid: p.grid, inputs, nodes, outputs }
}
