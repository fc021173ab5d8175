//! Text -> bytecode -> module round trips: every example, every version the module allows.

use tileref_spec::bytecode::{normalize_for_version, read, write_module, WriteOptions};
use tileref_spec::ir::Module;
use tileref_spec::text::{parse_module, print_module};
use tileref_spec::Version;

fn examples() -> Vec<(String, String)> {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../examples");
    let mut out = vec![];
    for e in std::fs::read_dir(dir).unwrap() {
        let p = e.unwrap().path();
        if p.extension().is_some_and(|x| x == "mlir") {
            out.push((p.display().to_string(), std::fs::read_to_string(&p).unwrap()));
        }
    }
    out.sort();
    out
}

/// Writes `m` at `v`, reads it back and compares with the normalised module.
fn round_trip(name: &str, m: &Module, v: Version) {
    let bytes = write_module(m, &WriteOptions { version: v }).unwrap_or_else(|d| panic!("{name}: writing {v}: {}", d.message));
    let back = read(&bytes).unwrap_or_else(|e| panic!("{name}: reading {v}: {e}"));
    assert_eq!(back.header.version, v);
    let want = normalize_for_version(m, v);
    if back.module != want {
        panic!("{name} at {v}: round trip differs\n--- expected\n{}\n--- got\n{}", print_module(&want), print_module(&back.module));
    }
    // Writing what was read gives the same bytes.
    let again = write_module(&back.module, &WriteOptions { version: v }).unwrap();
    assert_eq!(again, bytes, "{name} at {v}: second write differs");
}

#[test]
fn examples_round_trip_at_every_version() {
    let ex = examples();
    assert!(!ex.is_empty());
    for (name, src) in ex {
        let m = parse_module(&src).unwrap_or_else(|d| panic!("{name}: {}", d.message));
        for v in Version::KNOWN {
            round_trip(&name, &m, v);
        }
    }
}
