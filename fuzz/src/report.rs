//! Writing a finding: the reduced module (custom form), a launch spec with its inputs as
//! `.npy` files (raw element bits, as `tileref run` reads them), the original program, and
//! `finding.json`. Rerun with `tileref run DIR/module.mlir --launch DIR/launch.json`.

use crate::found::Found;
use crate::oracle::reference::eval_program;
use crate::program::{Program, ENTRY};
use serde_json::json;
use std::path::Path;
use tileref_spec::types::ElemType;

pub fn write_finding(dir: &Path, seed: u64, f: &Found) -> std::io::Result<()> {
    std::fs::create_dir_all(dir)?;
    std::fs::write(dir.join("module.mlir"), pretty(&f.reduced))?;
    write_launch(dir, &f.reduced)?;
    let j = json!({
        "kind": f.finding.kind,
        "oracle": f.finding.oracle,
        "message": f.finding.message,
        "seed": seed,
        "index": f.index,
        "original_ops": f.original_ops,
        "reduced_ops": f.reduced.op_count(),
        "hits": f.hits,
        "signature": f.signature(),
        "rerun": "tileref run module.mlir --launch launch.json",
    });
    std::fs::write(
        dir.join("finding.json"),
        serde_json::to_string_pretty(&j).unwrap_or_default(),
    )?;
    if let Some(case) = corpus_case(&f.reduced, &f.finding.message) {
        std::fs::write(dir.join("case.mlir"), case)?;
    }
    Ok(())
}

/// The reduced program as a conformance case (docs/conformance.md) when the reference evaluator
/// computes all of it: the expectations are the reference's, never the interpreter's.
pub fn corpus_case(p: &Program, why: &str) -> Option<String> {
    let want = eval_program(p)?;
    let hex = |e: ElemType, bits: &[u64]| {
        bits.iter()
            .map(|&b| tileref_conformance::elem::hex(e, b))
            .collect::<Vec<_>>()
            .join(" ")
    };
    let mut s = String::new();
    s += "// @conformance 1\n// @tier full\n// @family fuzz\n";
    s += &format!(
        "// A program reduced by `tileref fuzz`: {}\n",
        why.replace('\n', " ")
    );
    s += "// @oracle reference the fuzzer's reference evaluator (rustc_apfloat, integer and index arithmetic; tileref_fuzz::oracle::reference)\n";
    s += "// @oracle hand the program is free of undefined behaviour for these inputs\n";
    for (i, x) in p.inputs.iter().enumerate() {
        s += &format!(
            "// @data in{i} {} {}\n",
            x.ty.elem.name(),
            hex(x.ty.elem, &x.bits[..x.stored()])
        );
    }
    for (j, &v) in p.outputs.iter().enumerate() {
        let e = p.value_ty(v).elem;
        s += &format!("// @data want{j} {} {}\n", e.name(), hex(e, &want[j]));
    }
    s += &format!("// @run fuzz entry={} grid={}\n", ENTRY, p.grid);
    for (i, x) in p.inputs.iter().enumerate() {
        s += &format!("// @arg buf {} in{i}\n", x.ty.elem.name());
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
            "// @expect arg {} want{j} prov=reference\n",
            p.inputs.len() + j
        );
    }
    Some(s + &p.text())
}

/// The program in the custom form (what a person reads), or as generated if it does not parse.
pub fn pretty(p: &Program) -> String {
    let t = p.text();
    tileref_spec::text::parse_module(&t)
        .map(|m| tileref_spec::text::print_module(&m))
        .unwrap_or(t)
}

/// `launch.json` and `argK.npy` for every buffer (inputs with their data, outputs zeroed).
pub fn write_launch(dir: &Path, p: &Program) -> std::io::Result<()> {
    let mut args = vec![];
    let bufs = p.buffers();
    for (k, (e, bytes)) in bufs.iter().enumerate() {
        let n = if k < p.inputs.len() {
            p.inputs[k].stored()
        } else {
            p.value_ty(p.outputs[k - p.inputs.len()]).len() * p.grid as usize
        };
        let name = format!("arg{k}.npy");
        write_npy(&dir.join(&name), *e, bytes, n)?;
        args.push(json!({"buffer": name, "elem": e.name()}));
    }
    let spec =
        json!({"entry": ENTRY, "grid": [p.grid, 1, 1], "args": args, "schedule": "sequential"});
    std::fs::write(
        dir.join("launch.json"),
        serde_json::to_string_pretty(&spec).unwrap_or_default(),
    )
}

/// A 1-D `.npy` of raw element bits: unsigned integers of the stored width, 4-bit elements one
/// per byte.
pub fn write_npy(path: &Path, e: ElemType, memory: &[u8], n: usize) -> std::io::Result<()> {
    let (descr, data) = match e {
        ElemType::F4E2M1FN | ElemType::I4 => (
            "|u1".to_string(),
            (0..n)
                .map(|i| (memory[i / 2] >> (4 * (i % 2))) & 0xF)
                .collect::<Vec<u8>>(),
        ),
        e => {
            let w = e.storage_bytes();
            (
                if w == 1 {
                    "|u1".to_string()
                } else {
                    format!("<u{w}")
                },
                memory.to_vec(),
            )
        }
    };
    let mut h = format!("{{'descr': '{descr}', 'fortran_order': False, 'shape': ({n},), }}");
    while (10 + h.len() + 1) % 64 != 0 {
        h.push(' ');
    }
    h.push('\n');
    let mut b = b"\x93NUMPY\x01\x00".to_vec();
    b.extend((h.len() as u16).to_le_bytes());
    b.extend(h.as_bytes());
    b.extend(data);
    std::fs::write(path, b)
}
