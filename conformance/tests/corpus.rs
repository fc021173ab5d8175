//! The conformance corpus as tests: the CI subset passes on the interpreter, the full corpus
//! has its size, every file is a valid module, the generator reproduces the committed files,
//! and the coverage matrix spans the whole op catalogue.

#[path = "../gen/mod.rs"]
#[allow(clippy::all)]
mod gen;

use std::path::PathBuf;
use tileref_conformance::case::Case;
use tileref_conformance::runner::{self, CompareOptions, InterpBackend};
use tileref_conformance::{coverage, Tier};

fn corpus_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("corpus")
}

fn load_all() -> Vec<Case> {
    let files = runner::collect_files(&[corpus_dir()]);
    let (cases, bad) = runner::load_cases(&files);
    assert!(
        bad.is_empty(),
        "bad case files: {:?}",
        bad.iter()
            .map(|b| format!("{}:{} {}", b.path, b.line, b.message))
            .collect::<Vec<_>>()
    );
    cases
}

#[test]
fn ci_subset_passes_on_the_interpreter() {
    let cases = load_all();
    let t = std::time::Instant::now();
    let jobs = std::thread::available_parallelism()
        .map(|n| n.get())
        .unwrap_or(1);
    let sum = runner::run_corpus(
        &InterpBackend::default(),
        &cases,
        Tier::Ci,
        jobs,
        CompareOptions { exact_approx: true },
        &|_| true,
    );
    for f in sum.failures.iter().take(40) {
        eprintln!("FAIL {}:{} {}: {}", f.path, f.line, f.run, f.message);
    }
    eprintln!(
        "CI subset: {} files, {} runs, {:.1} s",
        sum.files,
        sum.runs,
        t.elapsed().as_secs_f64()
    );
    println!("{} passed, {} failed", sum.passed, sum.failed);
    assert_eq!(sum.failed, 0);
    assert!(
        sum.passed >= 10_000,
        "the CI subset makes only {} assertions",
        sum.passed
    );
}

#[test]
fn full_corpus_has_at_least_100k_assertions() {
    let cases = load_all();
    let n: usize = cases.iter().map(|c| c.assertions()).sum();
    assert!(n >= 100_000, "{n} assertions");
    let bytes: u64 = runner::collect_files(&[corpus_dir()])
        .iter()
        .map(|p| std::fs::metadata(p).map(|m| m.len()).unwrap_or(0))
        .sum();
    assert!(bytes < 6 << 20, "the corpus has grown to {bytes} bytes");
}

#[test]
fn every_case_file_is_a_valid_module() {
    for p in runner::collect_files(&[corpus_dir()]) {
        let src = std::fs::read_to_string(&p).unwrap();
        let m = tileref_spec::text::parse_module(&src)
            .unwrap_or_else(|d| panic!("{}: {} at {:?}", p.display(), d.message, d.span));
        let errors: Vec<String> = tileref_spec::verify::verify_module(&m, Default::default())
            .into_iter()
            .filter(|d| d.severity == tileref_spec::diag::Severity::Error)
            .map(|d| d.message)
            .collect();
        assert!(errors.is_empty(), "{}: {errors:?}", p.display());
    }
}

#[test]
fn generator_reproduces_the_committed_corpus() {
    let files = gen::generate();
    let root = corpus_dir();
    let mut differ = vec![];
    for f in &files {
        if std::fs::read_to_string(root.join(&f.path)).ok().as_deref() != Some(f.text.as_str()) {
            differ.push(f.path.clone());
        }
    }
    assert!(
        differ.is_empty(),
        "regenerate with `cargo run -p tileref-conformance --example gen_corpus`: {differ:?}"
    );
    let generated: std::collections::BTreeSet<PathBuf> =
        files.iter().map(|f| root.join(&f.path)).collect();
    let extra: Vec<PathBuf> = runner::collect_files(&[root])
        .into_iter()
        .filter(|p| !generated.contains(p))
        .collect();
    assert!(extra.is_empty(), "files no generator writes: {extra:?}");
}

#[test]
fn coverage_spans_the_catalogue() {
    let cases = load_all();
    let m = coverage::Matrix::build(&cases);
    for def in tileref_spec::ops::all() {
        if def.is_unregistered() || matches!(def.name, "yield" | "return" | "continue" | "break") {
            continue;
        }
        let (all, covered, _) = m
            .ops
            .get(def.name)
            .unwrap_or_else(|| panic!("{} missing from the matrix", def.name));
        assert!(!all.is_empty());
        if !def.has(tileref_spec::ops::traits::MULTI_GPU) {
            assert!(
                all.iter().any(|c| covered.contains(c)),
                "{}: no cell covered",
                def.name
            );
        }
    }
    let (cells, covered, _) = m.totals();
    assert!(
        covered * 10 >= cells * 8,
        "{covered} of {cells} cells covered"
    );
}

/// A small case exercising the format: cross products, patches, verdicts, tolerance.
const SAMPLE: &str = "// @conformance 1
// @tier ci
// @family sample
// @oracle host IEEE f32 addition on the host FPU (exact for these inputs)
// @data a f32 3f800000 40000000
// @data b f32 3f800000 bf800000
// @data r f32 40000000 00000000 40400000 3f800000
// @data r2 f32 from r 1:80000000
// @run add entry=k grid=1
// @arg buf f32 rows(a, b)
// @arg buf f32 cols(a, b)
// @arg buf f32 zeros(4)
// @expect verdict ok
// @expect arg 2 r prov=host
cuda_tile.module @m {
  entry @k(%a: tile<ptr<f32>>, %b: tile<ptr<f32>>, %c: tile<ptr<f32>>) {
    %tv = make_tensor_view %a, shape = [4], strides = [1] : tensor_view<4xf32, strides=[1]>
    %pv = make_partition_view %tv : partition_view<tile=(4), tensor_view<4xf32, strides=[1]>>
    %tw = make_tensor_view %b, shape = [4], strides = [1] : tensor_view<4xf32, strides=[1]>
    %pw = make_partition_view %tw : partition_view<tile=(4), tensor_view<4xf32, strides=[1]>>
    %tc = make_tensor_view %c, shape = [4], strides = [1] : tensor_view<4xf32, strides=[1]>
    %pc = make_partition_view %tc : partition_view<tile=(4), tensor_view<4xf32, strides=[1]>>
    %z = constant <i32: 0> : tile<i32>
    %x, %t0 = load_view_tko weak %pv[%z] : partition_view<tile=(4), tensor_view<4xf32, strides=[1]>>, tile<i32> -> tile<4xf32>, token
    %y, %t1 = load_view_tko weak %pw[%z] : partition_view<tile=(4), tensor_view<4xf32, strides=[1]>>, tile<i32> -> tile<4xf32>, token
    %s = addf %x, %y : tile<4xf32>
    %t2 = store_view_tko weak %s, %pc[%z] : tile<4xf32>, partition_view<tile=(4), tensor_view<4xf32, strides=[1]>>, tile<i32> -> token
  }
}
";

#[test]
fn format_cross_products_patches_and_a_passing_run() {
    let c = Case::parse("sample.mlir", SAMPLE).unwrap();
    assert_eq!(
        c.resolve(&tileref_conformance::case::Src::Named("r2".into()))
            .unwrap(),
        vec![0x4000_0000, 0x8000_0000, 0x4040_0000, 0x3f80_0000]
    );
    assert_eq!(c.assertions(), 5);
    let r = runner::run_case(
        &InterpBackend::default(),
        &c,
        CompareOptions::default(),
        &|_| true,
    );
    assert_eq!((r.passed, r.failed), (5, 0), "{:?}", r.failures);
}

#[test]
fn a_wrong_expectation_is_reported_with_inputs_and_bits() {
    let bad = SAMPLE.replace(
        "// @data r f32 40000000 00000000",
        "// @data r f32 40000001 00000000",
    );
    let c = Case::parse("sample.mlir", &bad).unwrap();
    let r = runner::run_case(
        &InterpBackend::default(),
        &c,
        CompareOptions::default(),
        &|_| true,
    );
    assert_eq!((r.passed, r.failed), (4, 1));
    let m = &r.failures[0].message;
    assert!(
        m.contains("arg0[0]=3f800000")
            && m.contains("arg1[0]=3f800000")
            && m.contains("expected 40000001 got 40000000"),
        "{m}"
    );
}

#[test]
fn a_wrong_verdict_fails_every_assertion_of_the_run() {
    let bad = SAMPLE.replace(
        "// @expect verdict ok",
        "// @expect verdict ub division-by-zero",
    );
    let c = Case::parse("sample.mlir", &bad).unwrap();
    let r = runner::run_case(
        &InterpBackend::default(),
        &c,
        CompareOptions::default(),
        &|_| true,
    );
    assert_eq!((r.passed, r.failed), (0, 5));
    assert!(r.failures[0]
        .message
        .contains("expected ub division-by-zero, got ok"));
}

#[test]
fn format_errors_name_the_line() {
    for (src, want) in [
        ("// @conformance 2\n", "format version 2"),
        ("// @conformance 1\n// @arg buf f32 zeros(4)\n", "@arg before any @run"),
        ("// @conformance 1\n// @data a f99 00\n", "unknown element type"),
        ("// @conformance 1\n// @oracle h x\n// @data a f32 0\n// @run r entry=k\n// @arg buf f32 a\n// @expect arg 0 zeros(2) prov=h\n", "holds 1 elements"),
        ("// @conformance 1\n// @run r entry=k\n// @expect arg 0 zeros(2) prov=nobody\n", "unknown oracle"),
        ("cuda_tile.module @m {}\n", "not a conformance case"),
    ] {
        let e = Case::parse("x.mlir", src).unwrap_err();
        assert!(e.message.contains(want), "{src:?}: {}", e.message);
    }
}

#[test]
fn race_verdicts_are_expressible() {
    let src = SAMPLE.replace("// @expect verdict ok", "// @expect verdict race");
    let c = Case::parse("sample.mlir", &src).unwrap();
    assert_eq!(c.runs[0].verdict, tileref_conformance::Verdict::Race);
}

/// The exact-mma cases tell the roundings apart: each of their runs passes in the default
/// mode (the exact value rounded once) and fails under the per-k chain.
#[test]
fn the_exact_mma_cases_fail_under_the_chain() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("corpus/mma/mma_exact.mlir");
    let c = Case::parse("mma_exact.mlir", &std::fs::read_to_string(path).unwrap()).unwrap();
    let exact = runner::run_case(
        &InterpBackend::default(),
        &c,
        CompareOptions::default(),
        &|_| true,
    );
    assert_eq!(exact.failed, 0, "{:?}", exact.failures);
    assert_eq!(exact.passed, c.assertions());
    let mut chain = InterpBackend::default();
    chain.options.mma = tileref_interp::MmaMode::Chain;
    let r = runner::run_case(&chain, &c, CompareOptions::default(), &|_| true);
    let runs: std::collections::BTreeSet<&str> =
        r.failures.iter().map(|f| f.run.as_str()).collect();
    assert_eq!(runs.len(), 15, "runs failing under the chain: {runs:?}");
}

/// The H100 reduce- and scan-order cases (expectations: the GPU's bits) pass under
/// `numerics=h100` and tell the orders apart: in the spec mode's linear order most of their
/// runs fail (142 of 162).
#[test]
fn the_h100_reduce_cases_fail_in_the_spec_order() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("measured/h100_order.mlir");
    let mut c = Case::parse("h100_order.mlir", &std::fs::read_to_string(path).unwrap()).unwrap();
    assert!(c.runs.len() >= 160 && c.runs.iter().all(|r| r.h100));
    let h100 = runner::run_case(
        &InterpBackend::default(),
        &c,
        CompareOptions::default(),
        &|_| true,
    );
    assert_eq!(h100.failed, 0, "{:?}", h100.failures);
    assert_eq!(h100.passed, c.assertions());
    for r in &mut c.runs {
        r.h100 = false;
    }
    let spec = runner::run_case(
        &InterpBackend::default(),
        &c,
        CompareOptions::default(),
        &|_| true,
    );
    let runs: std::collections::BTreeSet<&str> =
        spec.failures.iter().map(|f| f.run.as_str()).collect();
    eprintln!(
        "{} of {} runs fail in the spec order",
        runs.len(),
        c.runs.len()
    );
    assert!(
        runs.len() >= 100,
        "runs failing in the spec order: {runs:?}"
    );
}
