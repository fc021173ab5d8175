//! Reducing GPU findings in rounds. A GPU call is slow to set up and runs thousands of small
//! kernels at once, so the reducer does not test one candidate at a time: each round writes
//! every finding's candidate reductions into one batch, the GPU runs it, and the next round
//! keeps, per finding, the smallest candidate that still differs from the reference in the
//! same way. A program is its generator seed and index plus the [`Edit`]s applied to it, so a
//! round is written down in `round.json` and resumed by the next `tileref fuzz diff`.

use crate::batch;
use crate::gen::generate;
use crate::oracle::reference;
use crate::program::Program;
use crate::reduce::{replay, Edit};
use serde_json::{json, Value as J};
use tileref_spec::types::ElemType;

/// Candidates per finding and round, at most.
const MAX_CANDIDATES: usize = 96;

/// A finding being reduced.
#[derive(Clone, Debug)]
pub struct Tracked {
    /// Program index in the campaign (seed in [`Round`]).
    pub index: u64,
    /// What the reduction keeps: see [`mismatch_kinds`].
    pub kind: String,
    pub original_ops: usize,
    /// The edits giving the smallest program so far that still shows `kind`.
    pub edits: Vec<Edit>,
    /// No candidate of the last round improved on `edits`.
    pub done: bool,
    /// The GPU's and the reference's value of the first differing element of the best program.
    pub example: String,
}

/// One candidate of a round: a finding and the edits (from the generated program) to test.
#[derive(Clone, Debug)]
pub struct Candidate {
    pub finding: usize,
    pub entry: String,
    pub edits: Vec<Edit>,
}

#[derive(Clone, Debug)]
pub struct Round {
    pub seed: u64,
    pub number: u32,
    pub findings: Vec<Tracked>,
    pub candidates: Vec<Candidate>,
}

/// The program `edits` make of program `index` of a GPU batch of `seed`.
pub fn program(seed: u64, index: u64, edits: &[Edit]) -> Option<Program> {
    replay(&generate(seed, index, &batch::gen_options()), edits)
}

/// A coarse class of an element pattern, so that a reduction keeps the same kind of difference
/// (`-0 -> 1` stays that, and does not slip into a NaN-payload difference).
fn class(e: ElemType, b: u64) -> &'static str {
    if !e.is_float() {
        return if b == 0 { "0" } else { "nonzero" };
    }
    if tileref_conformance::elem::is_nan(e, b) {
        return "nan";
    }
    let w = e.storage_bits() as u64;
    let sign = w < 64 && (b >> (w - 1)) & 1 == 1 || w == 64 && b >> 63 == 1;
    let mag = if w >= 64 {
        b & !(1 << 63)
    } else {
        b & ((1 << (w - 1)) - 1)
    };
    match (mag == 0, sign) {
        (true, false) => "+0",
        (true, true) => "-0",
        (false, false) => "+x",
        (false, true) => "-x",
    }
}

/// The kinds of difference between the GPU's outputs `got` and the reference's `want`
/// (`elem: class -> class`, the comparison rules of the conformance runner: an expected NaN
/// is met by any NaN), with the first differing element of each kind described.
pub fn mismatch_kinds(p: &Program, want: &[Vec<u64>], got: &[Vec<u64>]) -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = vec![];
    for (j, (&v, (w, g))) in p.outputs.iter().zip(want.iter().zip(got)).enumerate() {
        let e = p.value_ty(v).elem;
        for (i, (&a, &b)) in w.iter().zip(g).enumerate() {
            if tileref_conformance::runner::element_ok(e, a, b, true, 0) {
                continue;
            }
            let kind = format!("{}: {} -> {}", e.name(), class(e, a), class(e, b));
            if !out.iter().any(|(k, _)| *k == kind) {
                let h = |x| tileref_conformance::elem::hex(e, x);
                out.push((
                    kind,
                    format!("output {j} element {i}: reference {} GPU {}", h(a), h(b)),
                ));
            }
        }
    }
    out
}

/// The output buffers' elements from the buffers of a launch (every argument's, `None` for
/// those not read back).
pub fn decode_outputs(p: &Program, args: &[Option<Vec<u8>>]) -> Option<Vec<Vec<u64>>> {
    p.outputs
        .iter()
        .enumerate()
        .map(|(j, &v)| {
            let ty = p.value_ty(v);
            let bytes = args.get(p.inputs.len() + j)?.as_ref()?;
            let n = ty.len() * p.grid as usize;
            (bytes.len() >= tileref_conformance::elem::buffer_len(ty.elem, n))
                .then(|| tileref_conformance::elem::decode(ty.elem, bytes, n))
        })
        .collect()
}

/// What a GPU run gave for an entry: every argument's buffer after the launch (`None` for
/// scalars), or `None` where the entry did not run.
pub type Outputs<'a> = &'a dyn Fn(&str) -> Option<Vec<Option<Vec<u8>>>>;

/// Sorting key of a program: smaller is better.
fn size(p: &Program) -> (usize, usize, u32, usize) {
    (p.op_count(), p.outputs.len(), p.grid, p.inputs.len())
}

/// Single-step reductions of `p` worth a GPU slot: one block, one output fewer, ranges of ops
/// (halves down to single ops) cut, an op's uses sent to an earlier value, unused inputs
/// dropped.
pub fn single_steps(p: &Program, salt: u64) -> Vec<Edit> {
    let mut out = vec![];
    if p.grid > 1 {
        out.extend((0..p.grid as usize).map(Edit::Block));
    }
    if p.outputs.len() > 1 {
        out.extend((0..p.outputs.len()).map(Edit::KeepOutput));
        out.extend((0..p.outputs.len()).map(Edit::DropOutput));
    }
    let n = p.nodes.len();
    let mut len = n.next_power_of_two() / 2;
    while len >= 1 {
        for start in (0..n).step_by(len) {
            let ops: Vec<usize> = (start..(start + len).min(n)).collect();
            out.push(Edit::Cut {
                seed: salt ^ ((start as u64) << 16 | len as u64),
                ops,
            });
        }
        len /= 2;
    }
    for k in 0..n {
        let v = p.inputs.len() + k;
        if let Some(to) = (0..v).find(|&u| p.value_ty(u) == &p.nodes[k].ty) {
            out.push(Edit::Redirect { value: v, to });
        }
    }
    out.extend((p.inputs.len()..p.num_values()).map(Edit::StoreValue));
    out.push(Edit::DropUnused);
    out.extend((0..p.inputs.len()).map(Edit::DropInput));
    // Input data stays as generated: halving it would cost a GPU round per halving, and the
    // finding names the element that differs.
    out
}

/// Whether a candidate program may go into a GPU batch: its expectation comes from the
/// reference, and `qualifies` says the rest (for `tileref fuzz diff`: the `self` oracle passes
/// and tileiras handles its types).
type Qualifies<'a> = &'a dyn Fn(&Program) -> bool;

fn with_candidates(mut r: Round, extra: &[Vec<(usize, Vec<Edit>)>], qualifies: Qualifies) -> Round {
    r.candidates.clear();
    let mut stuck = vec![];
    for (fi, f) in r.findings.iter().enumerate() {
        if f.done {
            continue;
        }
        let Some(base) = program(r.seed, f.index, &f.edits) else {
            continue;
        };
        let mut seen: Vec<(usize, usize, u32, usize)> = vec![];
        let mut mine: Vec<(Vec<Edit>, Program)> = vec![];
        let proposals = extra
            .get(fi)
            .cloned()
            .unwrap_or_default()
            .into_iter()
            .map(|(_, e)| e)
            .chain(
                single_steps(&base, f.index ^ (r.number as u64) << 40)
                    .into_iter()
                    .map(|e| {
                        let mut edits = f.edits.clone();
                        edits.push(e);
                        edits
                    }),
            );
        for edits in proposals {
            let Some(p) = program(r.seed, f.index, &edits) else {
                continue;
            };
            if p.outputs.is_empty()
                || size(&p) >= size(&base)
                || seen.contains(&size(&p)) && mine.iter().any(|(_, q)| q.text() == p.text())
            {
                continue;
            }
            if reference::eval_program(&p).is_none() || !qualifies(&p) {
                continue;
            }
            seen.push(size(&p));
            mine.push((edits, p));
            if mine.len() == MAX_CANDIDATES {
                break;
            }
        }
        if mine.is_empty() {
            stuck.push(fi);
        }
        for (k, (edits, _)) in mine.into_iter().enumerate() {
            r.candidates.push(Candidate {
                finding: fi,
                entry: format!("fuzz_r{}_f{fi}_c{k}", r.number),
                edits,
            });
        }
    }
    // Nothing left to try: as small as it gets.
    for fi in stuck {
        r.findings[fi].done = true;
    }
    r
}

/// Round 1 for the programs `indices` of a batch of `seed` (the GPU run's entries are named
/// `fuzz_INDEX`); those whose GPU outputs differ from the reference become findings.
pub fn start(seed: u64, indices: &[u64], outputs: Outputs, qualifies: Qualifies) -> Round {
    let mut findings = vec![];
    for &index in indices {
        let Some(p) = program(seed, index, &[]) else {
            continue;
        };
        let Some(want) = reference::eval_program(&p) else {
            continue;
        };
        let Some(got) = outputs(&format!("fuzz_{index}")).and_then(|a| decode_outputs(&p, &a))
        else {
            continue;
        };
        if let Some((kind, example)) = mismatch_kinds(&p, &want, &got).into_iter().next() {
            findings.push(Tracked {
                index,
                kind,
                original_ops: p.op_count(),
                edits: vec![],
                done: false,
                example,
            });
        }
    }
    with_candidates(
        Round {
            seed,
            number: 1,
            findings,
            candidates: vec![],
        },
        &[],
        qualifies,
    )
}

/// The next round, given the GPU's outputs of this round's candidates (`None`: not run).
pub fn advance(r: &Round, outputs: Outputs, qualifies: Qualifies) -> Round {
    let mut next = r.clone();
    next.number += 1;
    let mut extra: Vec<Vec<(usize, Vec<Edit>)>> = vec![vec![]; r.findings.len()];
    for (fi, f) in next.findings.iter_mut().enumerate() {
        if f.done {
            continue;
        }
        let mut wins: Vec<(Program, Vec<Edit>, String)> = vec![];
        for c in r.candidates.iter().filter(|c| c.finding == fi) {
            let Some(p) = program(r.seed, f.index, &c.edits) else {
                continue;
            };
            let Some(got) = outputs(&c.entry).and_then(|a| decode_outputs(&p, &a)) else {
                continue;
            };
            let Some(want) = reference::eval_program(&p) else {
                continue;
            };
            if let Some((_, ex)) = mismatch_kinds(&p, &want, &got)
                .into_iter()
                .find(|(k, _)| *k == f.kind)
            {
                wins.push((p, c.edits.clone(), ex));
            }
        }
        let Some(best) = wins.iter().min_by_key(|(p, ..)| size(p)) else {
            f.done = true;
            continue;
        };
        // The winning steps taken from the same program, all at once next round (most are
        // independent), which saves a round per step. In this order no step renumbers what a
        // later one names: one block, the ops cut (their union), one output, unused inputs.
        let steps: Vec<&Edit> = wins
            .iter()
            .filter(|(_, e, _)| e.len() == f.edits.len() + 1 && e[..f.edits.len()] == f.edits[..])
            .filter_map(|(_, e, _)| e.last())
            .collect();
        let mut combined = vec![];
        if let Some(b) = steps.iter().find(|e| matches!(e, Edit::Block(_))) {
            combined.push((*b).clone());
        }
        let mut cut: Vec<usize> = steps
            .iter()
            .flat_map(|e| {
                if let Edit::Cut { ops, .. } = e {
                    ops.clone()
                } else {
                    vec![]
                }
            })
            .collect();
        cut.sort_unstable();
        cut.dedup();
        if !cut.is_empty() {
            combined.push(Edit::Cut {
                ops: cut,
                seed: f.index ^ 0xC0 ^ (r.number as u64) << 40,
            });
        }
        if let Some(k) = steps.iter().find(|e| matches!(e, Edit::KeepOutput(_))) {
            combined.push((*k).clone());
        }
        if steps.contains(&&Edit::DropUnused) {
            combined.push(Edit::DropUnused);
        }
        if combined.len() > 1
            || steps
                .iter()
                .filter(|e| matches!(e, Edit::Cut { .. }))
                .count()
                > 1
        {
            let mut edits = f.edits.clone();
            edits.extend(combined);
            extra[fi].push((0, edits));
        }
        f.edits = best.1.clone();
        f.example = best.2.clone();
    }
    with_candidates(next, &extra, qualifies)
}

impl Round {
    /// Whether every finding is as small as it gets.
    pub fn finished(&self) -> bool {
        self.candidates.is_empty()
    }

    /// The best program of every finding, with its kind and an example element.
    pub fn best(&self) -> Vec<(&Tracked, Program)> {
        self.findings
            .iter()
            .filter_map(|f| Some((f, program(self.seed, f.index, &f.edits)?)))
            .collect()
    }

    pub fn to_json(&self) -> J {
        let edits = |es: &[Edit]| es.iter().map(Edit::to_json).collect::<Vec<_>>();
        json!({
            "seed": self.seed,
            "round": self.number,
            "findings": self.findings.iter().map(|f| json!({
                "index": f.index, "kind": f.kind, "original_ops": f.original_ops, "edits": edits(&f.edits),
                "done": f.done, "example": f.example,
            })).collect::<Vec<_>>(),
            "candidates": self.candidates.iter().map(|c| json!({"finding": c.finding, "entry": c.entry, "edits": edits(&c.edits)})).collect::<Vec<_>>(),
        })
    }

    pub fn from_json(j: &J) -> Result<Round, String> {
        let bad = |what: &str| format!("round.json: bad or missing {what}");
        let edits = |v: &J| -> Result<Vec<Edit>, String> {
            v.as_array()
                .ok_or_else(|| bad("edits"))?
                .iter()
                .map(|e| Edit::from_json(e).ok_or_else(|| bad("edit")))
                .collect()
        };
        let mut findings = vec![];
        for f in j["findings"].as_array().ok_or_else(|| bad("findings"))? {
            findings.push(Tracked {
                index: f["index"].as_u64().ok_or_else(|| bad("index"))?,
                kind: f["kind"].as_str().ok_or_else(|| bad("kind"))?.to_string(),
                original_ops: f["original_ops"].as_u64().unwrap_or(0) as usize,
                edits: edits(&f["edits"])?,
                done: f["done"].as_bool().unwrap_or(false),
                example: f["example"].as_str().unwrap_or("").to_string(),
            });
        }
        let mut candidates = vec![];
        for c in j["candidates"]
            .as_array()
            .ok_or_else(|| bad("candidates"))?
        {
            let finding = c["finding"].as_u64().ok_or_else(|| bad("finding"))? as usize;
            if finding >= findings.len() {
                return Err(bad("finding"));
            }
            candidates.push(Candidate {
                finding,
                entry: c["entry"].as_str().ok_or_else(|| bad("entry"))?.to_string(),
                edits: edits(&c["edits"])?,
            });
        }
        Ok(Round {
            seed: j["seed"].as_u64().ok_or_else(|| bad("seed"))?,
            number: j["round"].as_u64().unwrap_or(1) as u32,
            findings,
            candidates,
        })
    }
}
