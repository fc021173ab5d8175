//! The GPU reducer's rounds, with the interpreter carrying a planted bug standing in for the
//! GPU: every round's candidates are "run" at once, and the findings shrink round by round to
//! a few ops that still show the bug. (Its own test binary: the planted-bug switch is
//! process-wide.)

use std::collections::HashMap;
use tileref_fuzz::oracle::interp::{run, Run};
use tileref_fuzz::program::Program;
use tileref_fuzz::rounds::{self, Round};
use tileref_interp::planted::{set, Bug};
use tileref_interp::Schedule;

/// What the stand-in GPU gives for a program: every buffer after a launch on the interpreter.
fn launch(p: &Program) -> Option<Vec<Option<Vec<u8>>>> {
    let m = tileref_fuzz::oracle::module_of(p).ok()?;
    match run(p, &m, Schedule::Sequential, 1) {
        Run::Done(bufs) => Some(bufs.into_iter().map(Some).collect()),
        _ => None,
    }
}

fn qualifies(p: &Program) -> bool {
    tileref_fuzz::oracle::module_of(p).is_ok()
}

#[test]
fn planted_bugs_reduce_in_rounds() {
    let seed = 3;
    for (bug, op) in [
        (Bug::FtofRounding, "ftof"),
        (Bug::BroadcastAxis, "broadcast"),
    ] {
        set(bug);
        // The first programs of a batch that the buggy interpreter gets wrong.
        let g = tileref_fuzz::batch::gen_options();
        let mut found = vec![];
        for i in 0..20_000u64 {
            let p = tileref_fuzz::gen::generate(seed, i, &g);
            let (Some(want), Some(got)) = (
                tileref_fuzz::oracle::reference::eval_program(&p),
                launch(&p),
            ) else {
                continue;
            };
            let Some(got) = rounds::decode_outputs(&p, &got) else {
                continue;
            };
            if !rounds::mismatch_kinds(&p, &want, &got).is_empty() {
                found.push(i);
                if found.len() == 2 {
                    break;
                }
            }
        }
        assert!(
            !found.is_empty(),
            "{bug:?}: no program of 20,000 shows the bug"
        );
        let by_index: HashMap<String, Program> = found
            .iter()
            .map(|&i| (format!("fuzz_{i}"), rounds::program(seed, i, &[]).unwrap()))
            .collect();
        let mut r: Round = rounds::start(seed, &found, &|e| launch(by_index.get(e)?), &qualifies);
        assert_eq!(r.findings.len(), found.len(), "{bug:?}");
        let before: Vec<usize> = r.findings.iter().map(|f| f.original_ops).collect();
        let mut n = 0;
        while !r.finished() {
            n += 1;
            assert!(n <= 40, "{bug:?}: still reducing after 40 rounds");
            // The round's whole batch, as it would go to the GPU.
            let batch: HashMap<String, Program> = r
                .candidates
                .iter()
                .map(|c| {
                    (
                        c.entry.clone(),
                        rounds::program(seed, r.findings[c.finding].index, &c.edits).unwrap(),
                    )
                })
                .collect();
            // It round-trips through round.json, as between two GPU calls.
            r = Round::from_json(&r.to_json()).unwrap();
            r = rounds::advance(&r, &|e| launch(batch.get(e)?), &qualifies);
        }
        for ((f, p), ops) in r.best().into_iter().zip(before) {
            println!(
                "{bug:?}: program {} ({}), {ops} -> {} ops in {n} rounds\n{}",
                f.index,
                f.kind,
                p.op_count(),
                tileref_fuzz::report::pretty(&p)
            );
            assert!(
                p.op_count() <= 5,
                "{bug:?}: reduced to {} ops",
                p.op_count()
            );
            assert!(p.op_names().contains(&op), "{bug:?}: {:?}", p.op_names());
            // Still the same kind of difference, and only with the bug.
            let want = tileref_fuzz::oracle::reference::eval_program(&p).unwrap();
            let got = rounds::decode_outputs(&p, &launch(&p).unwrap()).unwrap();
            assert!(rounds::mismatch_kinds(&p, &want, &got)
                .iter()
                .any(|(k, _)| *k == f.kind));
            set(Bug::None);
            let got = rounds::decode_outputs(&p, &launch(&p).unwrap()).unwrap();
            assert!(
                rounds::mismatch_kinds(&p, &want, &got).is_empty(),
                "{bug:?}: the real interpreter differs too"
            );
            set(bug);
        }
        set(Bug::None);
    }
}
