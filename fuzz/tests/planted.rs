//! The fuzzer finds bugs planted in the interpreter (feature `planted-bugs`, switched on here
//! only): a wrong rounding direction in one conversion path, and a broadcast that repeats
//! along the wrong axis. Each must be found within 10^4 programs of a fixed seed and reduced
//! to at most 5 ops. One test, since the switch is process-wide.

use tileref_fuzz::campaign::{run, Campaign};
use tileref_interp::planted::{set, Bug};

#[test]
fn planted_bugs_are_found_and_reduced() {
    for (bug, op) in [
        (Bug::FtofRounding, "ftof"),
        (Bug::BroadcastAxis, "broadcast"),
    ] {
        set(bug);
        let c = Campaign {
            seed: 1,
            count: Some(10_000),
            jobs: 2,
            max_findings: Some(1),
            ..Campaign::default()
        };
        let s = run(&c).unwrap();
        set(Bug::None);
        let f = s
            .findings
            .first()
            .unwrap_or_else(|| panic!("{bug:?}: nothing found in {} programs", s.programs));
        println!(
            "{bug:?}: found at program {} ({} programs checked), {} -> {} ops: {}\n{}",
            f.index,
            s.programs,
            f.original_ops,
            f.reduced.op_count(),
            f.finding.message,
            tileref_fuzz::report::pretty(&f.reduced)
        );
        assert!(f.index < 10_000);
        assert_eq!(
            f.finding.kind, "reference-mismatch",
            "{bug:?}: {:?}",
            f.finding
        );
        assert!(
            f.reduced.op_count() <= 5,
            "{bug:?}: reduced to {} ops",
            f.reduced.op_count()
        );
        assert!(
            f.reduced.op_names().contains(&op),
            "{bug:?}: {:?}",
            f.reduced.op_names()
        );
        // The finding as a conformance case: the real interpreter passes it, the planted bug fails it.
        let case = tileref_fuzz::report::corpus_case(&f.reduced, &f.finding.message)
            .expect("the reference evaluates the reduced program");
        let path =
            std::env::temp_dir().join(format!("tileref-planted-{}-{op}.mlir", std::process::id()));
        std::fs::write(&path, &case).unwrap();
        let (cases, errs) = tileref_conformance::runner::load_cases(&[path.clone()]);
        assert!(
            errs.is_empty(),
            "{:?}\n{case}",
            errs.iter().map(|e| &e.message).collect::<Vec<_>>()
        );
        let backend = tileref_conformance::runner::InterpBackend::default();
        let run = || {
            tileref_conformance::runner::run_case(&backend, &cases[0], Default::default(), &|_| {
                true
            })
        };
        let clean = run();
        assert!(
            clean.failed == 0 && clean.passed > 0,
            "{bug:?}: the real interpreter fails the case: {:?}",
            clean.failures
        );
        set(bug);
        let buggy = run();
        set(Bug::None);
        assert!(
            buggy.failed > 0,
            "{bug:?}: the case does not catch the planted bug"
        );
        let _ = std::fs::remove_file(&path);
        // Once documented (a known-findings line with its signature), the same campaign counts
        // it and reduces nothing; a line whose program condition does not hold does not match.
        for (cond, known) in [(op.to_string(), true), ("no_such_op".to_string(), false)] {
            let list = format!("{}\tplanted\tdocs/fuzzing.md\t{cond}\n", f.signature());
            let k = tileref_fuzz::known::parse(&list, "test").unwrap();
            set(bug);
            let again = tileref_fuzz::campaign::run(&Campaign {
                known: k,
                ..c.clone()
            })
            .unwrap();
            set(Bug::None);
            if known {
                assert!(
                    again.findings.is_empty(),
                    "{bug:?}: reduced again: {:?}",
                    again
                        .findings
                        .iter()
                        .map(|f| f.signature())
                        .collect::<Vec<_>>()
                );
                assert_eq!(again.known.len(), 1);
                assert!(
                    again.known[0].1 >= 1 && again.known[0].2 <= f.index,
                    "{:?}",
                    again.known
                );
            } else {
                assert!(
                    !again.findings.is_empty() && again.known.is_empty(),
                    "{bug:?}"
                );
            }
        }
    }
}
