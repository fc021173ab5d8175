//! The reference evaluator (`tileref_conformance::refeval`) against the committed corpus: every
//! run it supports must meet the corpus expectations under the runner's own comparison rules
//! (canonical NaNs held bit for bit), and it must support most runs of the arithmetic,
//! conversion and shape families. Approximate ops are outside its subset.

use std::collections::BTreeMap;
use std::path::PathBuf;
use tileref_conformance::case::{Case, Run, Verdict};
use tileref_conformance::refeval::{self, RefArg, RefError};
use tileref_conformance::runner::{self, Backend, CompareOptions, Execution, HostArg, Loaded};

const UNSUPPORTED: &str = "refeval unsupported: ";

struct RefBackend;

struct RefLoaded {
    module: tileref_spec::ir::Module,
}

impl Backend for RefBackend {
    fn name(&self) -> &str {
        "refeval"
    }
    fn load<'a>(&'a self, case: &'a Case) -> Result<Box<dyn Loaded + 'a>, String> {
        let module = tileref_spec::text::parse_module(&case.source)
            .map_err(|d| format!("parse error: {}", d.message))?;
        Ok(Box::new(RefLoaded { module }))
    }
    /// The evaluator gives the documented canonical NaN, so expected NaNs are held bit for bit.
    fn canonical_nans(&self) -> bool {
        true
    }
}

impl Loaded for RefLoaded {
    fn execute(&self, run: &Run, args: &[HostArg]) -> Result<Execution, String> {
        let ra: Vec<RefArg> = args
            .iter()
            .map(|a| match a {
                HostArg::Buffer { elem, bytes } => RefArg::Buffer {
                    elem: *elem,
                    bytes: bytes.clone(),
                },
                HostArg::Scalar { elem, bits } => RefArg::Scalar {
                    elem: *elem,
                    bits: *bits,
                },
            })
            .collect();
        let no_buffers = || args.iter().map(|_| None).collect();
        match refeval::run(&self.module, &run.entry, run.grid, &ra) {
            Ok(bufs) => Ok(Execution {
                verdict: Some(Verdict::Ok),
                ub_kinds: vec![],
                detail: String::new(),
                buffers: args
                    .iter()
                    .zip(bufs)
                    .map(|(a, b)| matches!(a, HostArg::Buffer { .. }).then_some(b))
                    .collect(),
            }),
            Err(e @ RefError::Ub(_)) => {
                let kind = e.ub_kind().unwrap_or_default().to_string();
                let verdict = if kind == "race" {
                    Verdict::Race
                } else {
                    Verdict::Ub(kind.clone())
                };
                Ok(Execution {
                    verdict: Some(verdict),
                    ub_kinds: vec![kind],
                    detail: e.to_string(),
                    buffers: no_buffers(),
                })
            }
            Err(RefError::Unsupported(s)) => Err(format!("{UNSUPPORTED}{s}")),
        }
    }
}

#[derive(Default)]
struct Tally {
    runs: usize,
    supported: usize,
    mismatched_runs: usize,
    failed_assertions: usize,
    passed_assertions: usize,
}

/// The corpus directory a case belongs to (`float`, `convert`, …).
fn family(case: &Case, root: &str) -> String {
    let rel = case
        .path
        .strip_prefix(root)
        .unwrap_or(&case.path)
        .trim_start_matches('/');
    rel.split('/').next().unwrap_or("").to_string()
}

#[test]
fn refeval_meets_the_corpus_expectations() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("corpus");
    let (cases, bad) = runner::load_cases(&runner::collect_files(&[root.clone()]));
    assert!(bad.is_empty());
    let root_s = root.display().to_string();
    let start = std::time::Instant::now();
    let mut tally: BTreeMap<String, Tally> = BTreeMap::new();
    let mut reasons: BTreeMap<String, usize> = BTreeMap::new();
    let mut shown = 0;
    for case in &cases {
        let res = runner::run_case(&RefBackend, case, CompareOptions::default(), &|_| true);
        let t = tally.entry(family(case, &root_s)).or_default();
        t.runs += case.runs.len();
        t.passed_assertions += res.passed;
        let mut unsupported = std::collections::BTreeSet::new();
        let mut mismatched = std::collections::BTreeSet::new();
        for f in &res.failures {
            if let Some(why) = f
                .message
                .strip_prefix("launch failed: ")
                .and_then(|m| m.strip_prefix(UNSUPPORTED))
            {
                unsupported.insert(f.run.clone());
                // Group reasons by their first words (the op or feature).
                *reasons
                    .entry(why.split_whitespace().take(3).collect::<Vec<_>>().join(" "))
                    .or_default() += 1;
            } else {
                mismatched.insert(f.run.clone());
                if shown < 30 {
                    shown += 1;
                    eprintln!("MISMATCH {}:{} {}: {}", f.path, f.line, f.run, f.message);
                }
            }
        }
        let unsupported_assertions: usize = case
            .runs
            .iter()
            .filter(|r| unsupported.contains(&r.name))
            .map(|r| r.assertions(case))
            .sum();
        t.supported += case.runs.len() - unsupported.len();
        t.mismatched_runs += mismatched.len();
        t.failed_assertions += res.failed - unsupported_assertions;
    }
    eprintln!(
        "{:<10} {:>6} {:>10} {:>9} {:>11}",
        "family", "runs", "supported", "mismatch", "assertions"
    );
    for (fam, t) in &tally {
        eprintln!(
            "{fam:<10} {:>6} {:>10} {:>9} {:>11}",
            t.runs, t.supported, t.mismatched_runs, t.passed_assertions
        );
    }
    eprintln!("unsupported, by reason:");
    for (why, n) in &reasons {
        eprintln!("  {n:>5}  {why}");
    }
    eprintln!("{:.1} s", start.elapsed().as_secs_f64());
    let mismatches: usize = tally.values().map(|t| t.mismatched_runs).sum();
    let failed: usize = tally.values().map(|t| t.failed_assertions).sum();
    assert_eq!(
        (mismatches, failed),
        (0, 0),
        "runs (assertions) where the evaluator disagrees with the corpus"
    );
    for fam in ["float", "convert", "int", "shape"] {
        let t = &tally[fam];
        assert!(
            t.supported * 5 >= t.runs * 4,
            "{fam}: only {} of {} runs supported",
            t.supported,
            t.runs
        );
    }
}

/// Runs `body` as the entry `@k` over buffer arguments (element type, bytes).
fn launch(
    params: &str,
    body: &str,
    grid: u32,
    bufs: &[(&str, Vec<u8>)],
) -> Result<Vec<Vec<u8>>, RefError> {
    let src =
        format!("cuda_tile.module @m {{\n  entry @k({params}) {{\n{body}\n    return\n  }}\n}}\n");
    let m =
        tileref_spec::text::parse_module(&src).unwrap_or_else(|d| panic!("{}: {src}", d.message));
    let errs: Vec<_> = tileref_spec::verify::verify_module(&m, Default::default())
        .into_iter()
        .filter(|d| d.severity == tileref_spec::diag::Severity::Error)
        .collect();
    assert!(
        errs.is_empty(),
        "{:?}",
        errs.iter().map(|d| &d.message).collect::<Vec<_>>()
    );
    let args: Vec<RefArg> = bufs
        .iter()
        .map(|(e, b)| RefArg::Buffer {
            elem: tileref_spec::types::ElemType::from_name(e).unwrap(),
            bytes: b.clone(),
        })
        .collect();
    refeval::run(&m, "k", [grid, 1, 1], &args)
}

/// A weak store of `value : tile<NxE>` through a partition view of `%p` at block index `%bx`.
fn store_view(e: &str, n: usize, value: &str, token: &str) -> String {
    let tv = format!("tensor_view<{n}x{e}, strides=[1]>");
    let pv = format!("partition_view<tile=({n}), {tv}>");
    format!(
        "    %bx, %by, %bz = get_tile_block_id : tile<i32>\n    %tv = make_tensor_view %p, shape = [{n}], strides = [1] : {tv}\n    %pv = make_partition_view %tv : {pv}\n    %ts = store_view_tko weak {value}, %pv[%bx]{token} : tile<{n}x{e}>, {pv}, tile<i32> -> token"
    )
}

#[test]
fn constants_reach_memory_in_their_documented_image() {
    // tf32 is an f32 word (low 13 bits zero), f4 two per byte (element 2k low), i1 a byte.
    let out = launch(
        "%p: tile<ptr<tf32>>",
        &format!(
            "    %c = constant <tf32: [1.0, -2.5]> : tile<2xtf32>\n{}",
            store_view("tf32", 2, "%c", "")
        ),
        1,
        &[("tf32", vec![0xAA; 8])],
    )
    .unwrap();
    assert_eq!(
        out[0],
        [0x3F80_0000u32.to_le_bytes(), 0xC020_0000u32.to_le_bytes()].concat()
    );
    let out = launch(
        "%p: tile<ptr<f4E2M1FN>>",
        &format!(
            "    %c = constant <f4E2M1FN: [1.0, -6.0, 0.5, 3.0]> : tile<4xf4E2M1FN>\n{}",
            store_view("f4E2M1FN", 4, "%c", "")
        ),
        1,
        &[("f4E2M1FN", vec![0; 2])],
    )
    .unwrap();
    assert_eq!(out[0], vec![0xF2, 0x51]);
    let out = launch(
        "%p: tile<ptr<i1>>",
        &format!(
            "    %c = constant <i1: [true, false, true, true]> : tile<4xi1>\n{}",
            store_view("i1", 4, "%c", "")
        ),
        1,
        &[("i1", vec![7; 4])],
    )
    .unwrap();
    assert_eq!(out[0], vec![1, 0, 1, 1]);
}

#[test]
fn weak_accesses_race_unless_tokens_order_them() {
    let load = "    %x, %tl = load_view_tko weak %pv[%bx]";
    let ty = " : partition_view<tile=(4), tensor_view<4xi32, strides=[1]>>, tile<i32> -> tile<4xi32>, token";
    let c = "    %c = constant <i32: [1, 2, 3, 4]> : tile<4xi32>\n";
    // Store, then load of the same elements: ordered by the token, unordered without it.
    let ordered = format!(
        "{c}{}\n{load} token = %ts{ty}",
        store_view("i32", 4, "%c", "")
    );
    assert!(launch("%p: tile<ptr<i32>>", &ordered, 1, &[("i32", vec![0; 16])]).is_ok());
    let unordered = format!("{c}{}\n{load}{ty}", store_view("i32", 4, "%c", ""));
    let e = launch("%p: tile<ptr<i32>>", &unordered, 1, &[("i32", vec![0; 16])]).unwrap_err();
    assert_eq!(e.ub_kind(), Some("race"), "{e}");
    // Two tile blocks writing the same elements (index 0 for both).
    let same = format!(
        "{c}{}",
        store_view("i32", 4, "%c", "").replace("%pv[%bx]", "%pv[%bz]")
    );
    assert_eq!(
        launch("%p: tile<ptr<i32>>", &same, 2, &[("i32", vec![0; 16])])
            .unwrap_err()
            .ub_kind(),
        Some("race")
    );
    assert!(launch("%p: tile<ptr<i32>>", &same, 1, &[("i32", vec![0; 16])]).is_ok());
    // One weak store writing one address twice.
    let twice = "    %z = constant <i32: 0> : tile<2xi32>\n    %r = reshape %p : tile<ptr<i32>> -> tile<1xptr<i32>>\n    %b = broadcast %r : tile<1xptr<i32>> -> tile<2xptr<i32>>\n    %q = offset %b, %z : tile<2xptr<i32>>, tile<2xi32> -> tile<2xptr<i32>>\n    %t = store_ptr_tko weak %q, %z : tile<2xptr<i32>>, tile<2xi32> -> token";
    assert_eq!(
        launch("%p: tile<ptr<i32>>", twice, 1, &[("i32", vec![0; 4])])
            .unwrap_err()
            .ub_kind(),
        Some("race")
    );
}

#[test]
fn ftoi_into_i1_is_nonzero_and_elsewhere_nan_is_undefined() {
    let body = |to: &str, extra: &str| {
        format!("    %c = constant <f32: [0.5, 0x7FC00000, -3.0, 0.0]> : tile<4xf32>\n    %r = ftoi %c signed{extra} : tile<4xf32> -> tile<4x{to}>\n{}", store_view(to, 4, "%r", ""))
    };
    let out = launch(
        "%p: tile<ptr<i1>>",
        &body("i1", ""),
        1,
        &[("i1", vec![0; 4])],
    )
    .unwrap();
    assert_eq!(out[0], vec![1, 1, 1, 0]);
    let e = launch(
        "%p: tile<ptr<i8>>",
        &body("i8", ""),
        1,
        &[("i8", vec![0; 4])],
    )
    .unwrap_err();
    assert_eq!(e.ub_kind(), Some("ftoi-out-of-range"));
    let out = launch(
        "%p: tile<ptr<i8>>",
        &body("i8", " saturating"),
        1,
        &[("i8", vec![0; 4])],
    )
    .unwrap();
    assert_eq!(out[0], vec![0, 0, 0xFD, 0]);
}
