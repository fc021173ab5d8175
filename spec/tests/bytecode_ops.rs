//! Every catalogue op, at every version that has it, with its optional attributes, operands and
//! results present and absent, written and read back. The modules are built from the catalogue
//! (they need not verify): this checks the layout of each op, not its semantics.

mod common;

use common::all_ops_module;
use tileref_spec::bytecode::{normalize_for_version, read, write_module, WriteOptions};
use tileref_spec::ops;
use tileref_spec::text::print_module;
use tileref_spec::Version;

#[test]
fn every_op_round_trips_at_every_version() {
    for v in Version::KNOWN {
        for full in [true, false] {
            let m = all_ops_module(v, full);
            let bytes = write_module(&m, &WriteOptions { version: v })
                .unwrap_or_else(|d| panic!("{v} full={full}: {}", d.message));
            let back = read(&bytes)
                .unwrap_or_else(|e| panic!("{v} full={full}: {e}"))
                .module;
            let want = normalize_for_version(&m, v);
            if back != want {
                let (a, b) = (print_module(&want), print_module(&back));
                let line = a
                    .lines()
                    .zip(b.lines())
                    .position(|(x, y)| x != y)
                    .unwrap_or(0);
                panic!(
                    "{v} full={full}: differs at line {line}:\n  want {}\n  got  {}",
                    a.lines().nth(line).unwrap_or(""),
                    b.lines().nth(line).unwrap_or("")
                );
            }
            assert_eq!(
                write_module(&back, &WriteOptions { version: v }).unwrap(),
                bytes,
                "{v}: rewrite differs"
            );
        }
    }
}

#[test]
fn the_generated_module_covers_the_catalogue() {
    let m = all_ops_module(Version::V13_5, true);
    let f = m.funcs().next().unwrap();
    let mut seen: Vec<&str> = f.body.ops.iter().map(|o| o.name()).collect();
    seen.sort();
    seen.dedup();
    let n = ops::all().iter().filter(|d| !d.is_unregistered()).count();
    assert_eq!(seen.len(), n);
}

/// Writing the newest-version module at an older version is refused, naming what is too new.
#[test]
fn newer_content_is_refused_for_older_targets() {
    let m = all_ops_module(Version::V13_5, true);
    for v in [
        Version::V13_1,
        Version::V13_2,
        Version::V13_3,
        Version::V13_4,
    ] {
        let e = write_module(&m, &WriteOptions { version: v }).unwrap_err();
        assert!(
            e.message.contains(&format!("but the target is {v}")),
            "{v}: {}",
            e.message
        );
    }
}
