//! Campaigns with the `self` oracle on the real interpreter.

use tileref_fuzz::campaign::{run, Campaign};

#[test]
fn a_self_campaign_on_the_real_interpreter_is_clean() {
    let c = Campaign {
        seed: 11,
        count: Some(2000),
        jobs: 2,
        ..Campaign::default()
    };
    let s = run(&c).unwrap();
    for f in &s.findings {
        eprintln!(
            "FINDING {} {}: {} ({} -> {} ops)\n{}",
            f.finding.oracle,
            f.finding.kind,
            f.finding.message,
            f.original_ops,
            f.reduced.op_count(),
            tileref_fuzz::report::pretty(&f.reduced)
        );
    }
    println!(
        "{} programs, {} discarded, {} findings, {:.2} s",
        s.programs,
        s.discarded,
        s.findings.len(),
        s.seconds
    );
    assert_eq!(s.programs, 2000);
    assert!(s.findings.is_empty(), "{} findings", s.findings.len());
    assert!(
        s.discarded < s.programs / 2,
        "{} of {} discarded",
        s.discarded,
        s.programs
    );
}

/// The coverage report: cells are the catalogue's (those `tileref conformance --coverage`
/// counts), the programs reach a good part of them, every generated cell reached the only
/// oracle, and leaving a type out of the programs leaves its cells out of the report.
#[test]
fn campaigns_report_the_catalogue_cells_they_exercised() {
    use tileref_spec::types::ElemType;
    let universe = tileref_conformance::coverage::Matrix::build(&[]).universe();
    let c = Campaign {
        seed: 12,
        count: Some(1500),
        jobs: 2,
        ..Campaign::default()
    };
    let s = run(&c).unwrap();
    let cov = &s.coverage;
    assert_eq!(cov.universe, universe);
    let generated = cov.count(&cov.generated);
    assert!(
        generated > universe.len() / 3,
        "{generated} of {} cells",
        universe.len()
    );
    assert_eq!(cov.reached.len(), 1);
    assert_eq!(cov.reached[0].0, "self");
    assert_eq!(cov.count(&cov.reached[0].1), generated);
    let mentions = |cells: &std::collections::BTreeSet<(String, String)>, t: &str| {
        cells.iter().any(|(_, sig)| sig.contains(t))
    };
    assert!(mentions(&cov.generated, "f8E4M3FN"));
    let compilable = cov.compilable(&[ElemType::F8E4M3FN]);
    assert!(
        compilable.len() < universe.len(),
        "{} of {}",
        compilable.len(),
        universe.len()
    );
    assert!(
        !mentions(&compilable, "f8E4M3FN"),
        "{:?}",
        compilable.iter().find(|(_, x)| x.contains("f8E4M3FN"))
    );
    // Programs without the type: none of its cells.
    let mut g = c.gen.clone();
    g.avoid = vec![ElemType::F8E4M3FN];
    let s2 = run(&Campaign {
        gen: g,
        ..c.clone()
    })
    .unwrap();
    assert!(
        !mentions(&s2.coverage.generated, "f8E4M3FN"),
        "{:?}",
        s2.coverage
            .generated
            .iter()
            .find(|(_, x)| x.contains("f8E4M3FN"))
    );
    assert!(s2.findings.is_empty());
}
