//! `fuzz bundle --numerics h100`: the case files mark every run `numerics=h100`, name the ops
//! without a model, draw ops the reference does not evaluate, and their expectations are what
//! the conformance runner gets under h100 (so a GPU difference is the model's or the GPU's).

use tileref_conformance::case::Tier;
use tileref_conformance::runner::{self, CompareOptions, InterpBackend};
use tileref_interp::Numerics;

#[test]
fn h100_batches_mark_their_runs_and_pass_the_runner() {
    let dir = std::env::temp_dir().join(format!("tileref-h100-batch-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let cases = dir.join("cases");
    let (files, kept) =
        tileref_fuzz::batch::write_cases(3001, 300, &[], &cases, Numerics::H100).unwrap();
    assert!(kept >= 50, "{kept}");
    let mut runs = 0;
    let mut unmodelled = 0;
    let mut math = 0;
    for f in &files {
        let text = std::fs::read_to_string(f).unwrap();
        for line in text.lines().filter(|l| l.starts_with("// @run ")) {
            assert!(line.contains(" numerics=h100"), "{line}");
            runs += 1;
            unmodelled += line.contains("unmodelled=") as usize;
        }
        // Ops outside the reference's subset (math) are drawn.
        math += [
            "= exp ",
            "\"cuda_tile.exp\"",
            "cuda_tile.tanh",
            "cuda_tile.cos",
        ]
        .iter()
        .filter(|s| text.contains(*s))
        .count();
        assert!(text.contains("prov=interpreter"));
    }
    // The conformance runner (which runs numerics=h100 entries under h100) agrees with every
    // expectation: the file says what `--numerics h100` computes.
    let (cases, bad) = runner::load_cases(&files);
    assert!(bad.is_empty(), "{:?}", bad.first().map(|b| &b.message));
    let sum = runner::run_corpus(
        &InterpBackend::default(),
        &cases,
        Tier::Full,
        2,
        CompareOptions::default(),
        &|_| true,
    );
    assert_eq!(
        sum.failed,
        0,
        "{:?}",
        sum.failures.first().map(|f| &f.message)
    );
    assert!(sum.passed > kept, "{}", sum.passed);
    assert_eq!(runs, kept);
    assert!(
        unmodelled > 0 && unmodelled < runs,
        "{unmodelled} of {runs}"
    );
    assert!(math > 0);
    let _ = std::fs::remove_dir_all(&dir);
}
