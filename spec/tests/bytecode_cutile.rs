//! Bytecode written by a real producer (cuTile Python 1.7.0, see `tests/cutile/`): it must
//! read, verify, keep its source positions, and survive a write and read at its own version.

use tileref_spec::bytecode::{read, write_module, WriteOptions};
use tileref_spec::ir::{Block, Item};
use tileref_spec::verify::{verify_module, VerifyOptions};

fn fixtures() -> Vec<(String, Vec<u8>)> {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/cutile");
    let mut out = vec![];
    for e in std::fs::read_dir(dir).unwrap() {
        let p = e.unwrap().path();
        if p.extension().is_some_and(|x| x == "tileirbc") {
            out.push((
                p.file_name().unwrap().to_string_lossy().into_owned(),
                std::fs::read(&p).unwrap(),
            ));
        }
    }
    out.sort();
    out
}

fn count_ops(b: &Block) -> usize {
    b.ops
        .iter()
        .map(|o| {
            1 + o
                .regions
                .iter()
                .flat_map(|r| &r.blocks)
                .map(count_ops)
                .sum::<usize>()
        })
        .sum()
}

#[test]
fn cutile_bytecode_reads_verifies_and_round_trips() {
    let fx = fixtures();
    assert!(fx.len() >= 4, "fixtures missing");
    for (name, bytes) in fx {
        let d = read(&bytes).unwrap_or_else(|e| panic!("{name}: {e}"));
        let want = name
            .trim_end_matches(".tileirbc")
            .rsplit('_')
            .next()
            .unwrap()
            .to_string();
        assert_eq!(d.header.version.to_string(), want, "{name}");
        let diags = verify_module(
            &d.module,
            VerifyOptions {
                target: Some(d.header.version),
                ..Default::default()
            },
        );
        assert!(
            diags
                .iter()
                .all(|x| x.severity != tileref_spec::diag::Severity::Error),
            "{name}: {:?}",
            diags
        );
        // Every op carries the Python source position.
        let f = d.module.funcs().next().unwrap();
        assert!(count_ops(&f.body) > 5);
        let (file, line, _) = f.body.ops[0]
            .loc
            .file_line_col()
            .unwrap_or_else(|| panic!("{name}: no source position"));
        assert!(
            file.ends_with("export_kernels.py") && line > 0,
            "{name}: {file}:{line}"
        );
        assert!(matches!(d.module.items[0], Item::Func(_)));
        // Our writer at the same version gives a file that reads back to the same module.
        let again = write_module(
            &d.module,
            &WriteOptions {
                version: d.header.version,
            },
        )
        .unwrap_or_else(|e| panic!("{name}: {}", e.message));
        let back = read(&again).unwrap();
        assert_eq!(back.module, d.module, "{name}");
    }
}

/// cuTile Python writes negative f64 attributes in a 65-bit varint that NVIDIA's reader
/// truncates (it shows this -inf identity as +inf); ours reads the intended value.
#[test]
fn cutile_negative_f64_identity_reads_as_written() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/cutile");
    let d = read(&std::fs::read(format!("{dir}/row_max_f64_13.5.tileirbc")).unwrap()).unwrap();
    let f = d.module.funcs().next().unwrap();
    let reduce = f.body.ops.iter().find(|o| o.name() == "reduce").unwrap();
    let want = tileref_spec::attrs::Attr::Array(vec![tileref_spec::attrs::Attr::Float(
        f64::NEG_INFINITY.to_bits(),
        tileref_spec::types::ElemType::F64,
    )]);
    assert_eq!(reduce.attr("identities"), Some(&want));
}

/// Read, then written again at its own version with its own tables: the producer's bytes.
/// Not for the row max kernel: cuTile writes its f64 -inf identity in an over-long varint that
/// NVIDIA's reader decodes as +inf (test below), and tileref writes the value in the reference
/// encoding on purpose.
#[test]
fn cutile_bytecode_rewrites_byte_for_byte() {
    let fx = fixtures();
    let mut checked = 0;
    for (name, bytes) in fx {
        if name.starts_with("row_max_f64") {
            continue;
        }
        checked += 1;
        let d = read(&bytes).unwrap();
        let again = tileref_spec::bytecode::write_module_with_layout(
            &d.module,
            &WriteOptions {
                version: d.header.version,
            },
            &d.layout,
        )
        .unwrap();
        if again != bytes {
            let at = again
                .iter()
                .zip(&bytes)
                .position(|(a, b)| a != b)
                .unwrap_or(again.len().min(bytes.len()));
            panic!(
                "{name}: {} bytes vs {}; first difference at byte {at}",
                again.len(),
                bytes.len()
            );
        }
    }
    assert!(checked >= 4, "{checked}");
}

/// cuTile's unchecked gather: a `load_ptr_tko` with a padding value and no mask. It verifies,
/// prints in the generic form (the custom form would read the padding as the mask) and that
/// text reads back to the same module.
#[test]
fn padding_without_mask_reads_verifies_and_prints_generic() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/cutile");
    for v in ["13.1", "13.5"] {
        let d =
            read(&std::fs::read(format!("{dir}/gather_unchecked_{v}.tileirbc")).unwrap()).unwrap();
        let diags = verify_module(
            &d.module,
            VerifyOptions {
                target: Some(d.header.version),
                ..Default::default()
            },
        );
        assert!(
            diags
                .iter()
                .all(|x| x.severity != tileref_spec::diag::Severity::Error),
            "{v}: {diags:?}"
        );
        let f = d.module.funcs().next().unwrap();
        let load = f
            .body
            .ops
            .iter()
            .find(|o| o.name() == "load_ptr_tko")
            .unwrap();
        assert!(
            load.opt("mask").is_none() && load.opt("paddingValue").is_some(),
            "{v}"
        );
        let text = tileref_spec::text::print_module(&d.module);
        let line = text.lines().find(|l| l.contains("load_ptr_tko")).unwrap();
        assert!(
            line.contains("\"cuda_tile.load_ptr_tko\"(")
                && line.contains("operandSegmentSizes = array<i32: 1, 0, 1, 1>"),
            "{line}"
        );
        let back = tileref_spec::text::parse_module(&text).unwrap();
        assert_eq!(back, d.module, "{v}");
    }
}
