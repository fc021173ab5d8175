//! Campaigns with the `self` oracle on the real interpreter.

use tileref_fuzz::campaign::{run, Campaign};

#[test]
fn a_self_campaign_on_the_real_interpreter_is_clean() {
    let c = Campaign { seed: 11, count: Some(2000), jobs: 2, ..Campaign::default() };
    let s = run(&c).unwrap();
    for f in &s.findings {
        eprintln!("FINDING {} {}: {} ({} -> {} ops)\n{}", f.finding.oracle, f.finding.kind, f.finding.message, f.original_ops, f.reduced.op_count(), tileref_fuzz::report::pretty(&f.reduced));
    }
    println!("{} programs, {} discarded, {} findings, {:.2} s", s.programs, s.discarded, s.findings.len(), s.seconds);
    assert_eq!(s.programs, 2000);
    assert!(s.findings.is_empty(), "{} findings", s.findings.len());
    assert!(s.discarded < s.programs / 2, "{} of {} discarded", s.discarded, s.programs);
}
