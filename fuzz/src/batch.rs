//! GPU batches: many generated programs as conformance case files, 100 entries to a module, with
//! the reference evaluator's results as expectations. `tileref fuzz bundle` writes them and
//! compiles them with tileiras into a bundle (`tileref gpu run` runs it on the GPU machine);
//! `tileref fuzz diff` compares the GPU's buffers with the expectations. Only programs the `self`
//! oracle passes and the reference evaluates whole go in, so a difference is the hardware's
//! (or the compiler's) alone.

use crate::gen::{generate, GenOptions};
use crate::oracle::{check, reference, Oracle, Verdict};
use crate::program::Program;
use std::path::{Path, PathBuf};
use tileref_spec::types::ElemType;

/// Element types `tileiras --gpu-name=arch` refuses to load and store, found by asking it.
pub fn refused_types(tileiras: &Path, arch: &str) -> Vec<ElemType> {
    let mut out = vec![];
    for e in crate::gen::ELEMS {
        let p = Program { grid: 1, inputs: vec![crate::program::Input { ty: crate::program::TileTy::new(vec![2], e), bits: vec![0, 0] }], nodes: vec![], outputs: vec![0] };
        let Ok(m) = crate::oracle::module_of(&p) else { continue };
        if matches!(crate::oracle::tileiras::check(&m, tileiras, arch), Verdict::Finding(_)) {
            out.push(e);
        }
    }
    out
}

/// Writes programs `0..count` of `seed` that qualify as case files under `dir`; returns the
/// files and how many programs went in.
pub fn write_cases(seed: u64, count: u64, refused: &[ElemType], dir: &Path) -> std::io::Result<(Vec<PathBuf>, usize)> {
    std::fs::create_dir_all(dir)?;
    // Ops the reference evaluates, so every expectation is an independent one.
    let g = GenOptions { only: Some(reference::evaluates), ..GenOptions::default() };
    let mut files = vec![];
    let mut kept = 0;
    let mut chunk: Vec<(u64, Program, Vec<Vec<u64>>)> = vec![];
    let flush = |chunk: &mut Vec<(u64, Program, Vec<Vec<u64>>)>, files: &mut Vec<PathBuf>| -> std::io::Result<()> {
        if chunk.is_empty() {
            return Ok(());
        }
        let path = dir.join(format!("batch-{:05}.mlir", files.len()));
        std::fs::write(&path, case_file(seed, chunk))?;
        files.push(path);
        chunk.clear();
        Ok(())
    };
    for i in 0..count {
        let p = generate(seed, i, &g);
        if (0..p.num_values()).any(|v| refused.contains(&p.value_ty(v).elem)) || p.outputs.is_empty() {
            continue;
        }
        if check(&p, &Oracle::SelfCheck) != Verdict::Pass {
            continue;
        }
        let Some(want) = reference::eval_program(&p) else { continue };
        chunk.push((i, p, want));
        kept += 1;
        if chunk.len() == 100 {
            flush(&mut chunk, &mut files)?;
        }
    }
    flush(&mut chunk, &mut files)?;
    Ok((files, kept))
}

fn case_file(seed: u64, progs: &[(u64, Program, Vec<Vec<u64>>)]) -> String {
    let hex = |e: ElemType, bits: &[u64]| bits.iter().map(|&b| tileref_conformance::elem::hex(e, b)).collect::<Vec<_>>().join(" ");
    let mut s = String::from("// @conformance 1\n// @tier full\n// @family fuzz\n");
    s += &format!("// Programs of fuzz seed {seed} (`tileref fuzz bundle`), each its own entry.\n");
    s += "// @oracle reference the fuzzer's reference evaluator (rustc_apfloat, integer and index arithmetic), which the interpreter agrees with on each\n";
    s += "// @oracle hand free of undefined behaviour for these inputs (the interpreter ran them clean)\n";
    let mut body = String::from("cuda_tile.module @fuzz_batch {\n");
    for (i, p, want) in progs {
        for (k, x) in p.inputs.iter().enumerate() {
            s += &format!("// @data p{i}_in{k} {} {}\n", x.ty.elem.name(), hex(x.ty.elem, &x.bits));
        }
        for (j, &v) in p.outputs.iter().enumerate() {
            let e = p.value_ty(v).elem;
            s += &format!("// @data p{i}_want{j} {} {}\n", e.name(), hex(e, &want[j]));
        }
        body += &p.entry_text(&format!("fuzz_{i}"));
    }
    for (i, p, _) in progs {
        s += &format!("// @run p{i} entry=fuzz_{i} grid={}\n", p.grid);
        for (k, x) in p.inputs.iter().enumerate() {
            s += &format!("// @arg buf {} p{i}_in{k}\n", x.ty.elem.name());
        }
        for &v in &p.outputs {
            let ty = p.value_ty(v);
            s += &format!("// @arg buf {} zeros({})\n", ty.elem.name(), ty.len() * p.grid as usize);
        }
        s += "// @expect verdict ok prov=hand\n";
        for j in 0..p.outputs.len() {
            s += &format!("// @expect arg {} p{i}_want{j} prov=reference\n", p.inputs.len() + j);
        }
    }
    s + &body + "}\n"
}
