//! GPU batches: many generated programs as conformance case files, 100 entries to a module, with
//! the reference evaluator's results as expectations. `tileref fuzz bundle` writes them and
//! compiles them with tileiras into a bundle (`tileref gpu run` runs it on the GPU machine);
//! `tileref fuzz diff` compares the GPU's buffers with the expectations. Only programs the `self`
//! oracle passes and the reference evaluates whole go in, so a difference is the hardware's
//! (or the compiler's) alone. Under `Numerics::H100` the expectations are instead what the
//! interpreter computes in that mode (what tileiras's code gives on an H100), each run marked
//! `numerics=h100` and, where an op has no model, `unmodelled=OP,...`.

use crate::gen::{generate, GenOptions};
use crate::oracle::{check, reference, tileiras, Oracle};
use crate::program::{Input, Program, TileTy, ELEMS};
use crate::verdict::{module_of, Verdict};
use std::path::{Path, PathBuf};
use tileref_interp::{Numerics, Options, Schedule};
use tileref_spec::types::ElemType;

/// Where a batch's expectations come from, and what its runs say about it.
struct Expect {
    oracle: &'static str,
    prov: &'static str,
    /// Per program, the run line's numerics suffix (` numerics=h100 ...`).
    suffix: std::collections::HashMap<String, String>,
}

impl Expect {
    fn reference() -> Expect {
        Expect {
            oracle: "// @oracle reference the fuzzer's reference evaluator (rustc_apfloat, integer and index arithmetic), which the interpreter agrees with on each\n",
            prov: "reference",
            suffix: Default::default(),
        }
    }
}

/// What the interpreter stores for `p` under `--numerics h100`, and the run line's numerics
/// words (naming the ops that had no model); None when the run does not finish cleanly.
fn h100_outputs(p: &Program) -> Option<(Vec<Vec<u64>>, String)> {
    let m = module_of(p).ok()?;
    let opts = Options {
        schedule: Schedule::Sequential,
        threads: Some(1),
        numerics: Numerics::H100,
        ..Options::default()
    };
    let (run, reports) = crate::oracle::interp::run_opts(p, &m, &opts);
    let crate::oracle::interp::Run::Done(bufs) = run else {
        return None;
    };
    let outs = p
        .outputs
        .iter()
        .enumerate()
        .map(|(j, &v)| {
            let ty = p.value_ty(v);
            let n = ty.len() * p.grid as usize;
            tileref_conformance::elem::decode(ty.elem, &bufs[p.inputs.len() + j], n)
        })
        .collect();
    Some((
        outs,
        tileref_conformance::case::h100_run_words(true, &reports),
    ))
}

/// Element types `tileiras --gpu-name=arch` refuses to load and store, found by asking it.
pub fn refused_types(tileiras: &Path, arch: &str) -> Vec<ElemType> {
    let mut out = vec![];
    for e in ELEMS {
        let p = Program {
            grid: 1,
            inputs: vec![Input::new(TileTy::new(vec![2], e), vec![0, 0])],
            nodes: vec![],
            outputs: vec![0],
        };
        let Ok(m) = module_of(&p) else { continue };
        if matches!(tileiras::check(&m, tileiras, arch), Verdict::Finding(_)) {
            out.push(e);
        }
    }
    out
}

/// The generator's options for GPU batches: ops the reference evaluates, so every expectation
/// is an independent one.
pub fn gen_options() -> GenOptions {
    GenOptions {
        only: Some(reference::evaluates),
        ..GenOptions::default()
    }
}

/// Whether `p` may go into a GPU batch: it stores something, uses no type tileiras refuses,
/// and the `self` oracle passes it (so a difference is the GPU's or the compiler's alone).
pub fn qualifies(p: &Program, refused: &[ElemType]) -> bool {
    !p.outputs.is_empty()
        && !(0..p.num_values()).any(|v| refused.contains(&p.value_ty(v).elem))
        && check(p, &Oracle::SelfCheck) == Verdict::Pass
}

/// Writes programs `0..count` of `seed` that qualify as case files under `dir`, and
/// `dir/../batch.json` naming the seed and the programs; returns the files and how many
/// programs went in.
pub fn write_cases(
    seed: u64,
    count: u64,
    refused: &[ElemType],
    dir: &Path,
    numerics: Numerics,
) -> std::io::Result<(Vec<PathBuf>, usize)> {
    // Under h100 the interpreter gives the expectations, so every op may go in (math, reduce
    // and scan with rounding combiners are what the h100 model is about).
    let g = match numerics {
        Numerics::Spec => gen_options(),
        Numerics::H100 => GenOptions::default(),
    };
    let mut kept = vec![];
    let mut expect = match numerics {
        Numerics::Spec => Expect::reference(),
        Numerics::H100 => Expect {
            oracle: "// @oracle interpreter tileref's interpreter under --numerics h100 (what tileiras 13.5 code computes on an H100, where tileref models it)\n",
            prov: "interpreter",
            suffix: Default::default(),
        },
    };
    for i in 0..count {
        let p = generate(seed, i, &g);
        if !qualifies(&p, refused) {
            continue;
        }
        let name = format!("fuzz_{i}");
        let want = match numerics {
            Numerics::Spec => reference::eval_program(&p),
            Numerics::H100 => h100_outputs(&p).map(|(want, words)| {
                expect.suffix.insert(name.clone(), words);
                want
            }),
        };
        let Some(want) = want else {
            continue;
        };
        kept.push((name, p, want));
    }
    let files = write_with(
        &format!("Programs of fuzz seed {seed} (`tileref fuzz bundle`), each its own entry."),
        &kept,
        dir,
        &expect,
    )?;
    let indices: Vec<u64> = kept
        .iter()
        .filter_map(|(n, ..)| n.strip_prefix("fuzz_")?.parse().ok())
        .collect();
    let meta = serde_json::json!({"seed": seed, "count": count, "programs": indices});
    if let Some(parent) = dir.parent() {
        std::fs::write(parent.join("batch.json"), meta.to_string())?;
    }
    Ok((files, kept.len()))
}

/// Writes named programs with their expectations as case files of 100 entries under `dir`.
pub fn write_programs(
    what: &str,
    progs: &[(String, Program, Vec<Vec<u64>>)],
    dir: &Path,
) -> std::io::Result<Vec<PathBuf>> {
    write_with(what, progs, dir, &Expect::reference())
}

fn write_with(
    what: &str,
    progs: &[(String, Program, Vec<Vec<u64>>)],
    dir: &Path,
    expect: &Expect,
) -> std::io::Result<Vec<PathBuf>> {
    std::fs::create_dir_all(dir)?;
    let mut files = vec![];
    for chunk in progs.chunks(100) {
        let path = dir.join(format!("batch-{:05}.mlir", files.len()));
        std::fs::write(&path, case_file(what, chunk, expect))?;
        files.push(path);
    }
    Ok(files)
}

fn case_file(what: &str, progs: &[(String, Program, Vec<Vec<u64>>)], expect: &Expect) -> String {
    let hex = |e: ElemType, bits: &[u64]| {
        bits.iter()
            .map(|&b| tileref_conformance::elem::hex(e, b))
            .collect::<Vec<_>>()
            .join(" ")
    };
    let mut s = String::from("// @conformance 1\n// @tier full\n// @family fuzz\n");
    s += &format!("// {what}\n");
    s += expect.oracle;
    s += "// @oracle hand free of undefined behaviour for these inputs (the interpreter ran them clean)\n";
    let mut body = String::from("cuda_tile.module @fuzz_batch {\n");
    for (i, p, want) in progs {
        for (k, x) in p.inputs.iter().enumerate() {
            s += &format!(
                "// @data {i}_in{k} {} {}\n",
                x.ty.elem.name(),
                hex(x.ty.elem, &x.bits[..x.stored()])
            );
        }
        for (j, &v) in p.outputs.iter().enumerate() {
            let e = p.value_ty(v).elem;
            s += &format!("// @data {i}_want{j} {} {}\n", e.name(), hex(e, &want[j]));
        }
        body += &p.entry_text(i);
    }
    for (i, p, _) in progs {
        let suffix = expect.suffix.get(i).map(String::as_str).unwrap_or("");
        s += &format!("// @run {i} entry={i} grid={}{suffix}\n", p.grid);
        for (k, x) in p.inputs.iter().enumerate() {
            s += &format!("// @arg buf {} {i}_in{k}\n", x.ty.elem.name());
        }
        for &v in &p.outputs {
            let ty = p.value_ty(v);
            s += &format!(
                "// @arg buf {} zeros({})\n",
                ty.elem.name(),
                ty.len() * p.grid as usize
            );
        }
        s += "// @expect verdict ok prov=hand\n";
        for j in 0..p.outputs.len() {
            s += &format!(
                "// @expect arg {} {i}_want{j} prov={}\n",
                p.inputs.len() + j,
                expect.prov
            );
        }
    }
    s + &body + "}\n"
}
