//! Mutation fuzzing of the reader: thousands of bit flips, byte changes, insertions, deletions
//! and truncations of valid files must give either a module or an error, never a panic; a
//! module that reads must also verify, print and write without panicking.

mod common;

use tileref_spec::bytecode::{normalize_for_version, read, write_module, WriteOptions};
use tileref_spec::text::{parse_module, print_module};
use tileref_spec::verify::{verify_module, VerifyOptions};
use tileref_spec::Version;

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

fn seeds() -> Vec<Vec<u8>> {
    let mut out = vec![];
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/..");
    for dir in ["examples", "tests/cutile"] {
        for e in std::fs::read_dir(format!("{root}/{dir}")).unwrap() {
            let p = e.unwrap().path();
            match p.extension().and_then(|x| x.to_str()) {
                Some("tileirbc") => out.push(std::fs::read(&p).unwrap()),
                Some("mlir") => {
                    let m = parse_module(&std::fs::read_to_string(&p).unwrap()).unwrap();
                    for v in [Version::V13_1, Version::V13_5] {
                        out.push(write_module(&m, &WriteOptions { version: v }).unwrap());
                    }
                }
                _ => {}
            }
        }
    }
    for v in Version::KNOWN {
        out.push(
            write_module(
                &common::all_ops_module(v, true),
                &WriteOptions { version: v },
            )
            .unwrap(),
        );
    }
    out.push(
        write_module(
            &common::all_ops_module(Version::V13_2, false),
            &WriteOptions {
                version: Version::V13_2,
            },
        )
        .unwrap(),
    );
    out
}

fn mutate(rng: &mut Rng, b: &mut Vec<u8>) {
    for _ in 0..1 + rng.below(3) {
        let n = b.len();
        let at = rng.below(n);
        match rng.below(8) {
            0 if n > 0 => b[at] ^= 1 << rng.below(8),
            1 if n > 0 => b[at] = rng.next() as u8,
            2 if n > 0 => b[at] = [0, 1, 0x7F, 0x80, 0xFF, 0xCB][rng.below(6)],
            3 => {
                for _ in 0..1 + rng.below(4) {
                    b.insert(at.min(b.len()), rng.next() as u8);
                }
            }
            4 if n > 0 => {
                let len = (1 + rng.below(16)).min(n - at);
                b.drain(at..at + len);
            }
            5 => b.truncate(at),
            6 if n > 0 => {
                let len = (1 + rng.below(32)).min(n - at);
                let chunk = b[at..at + len].to_vec();
                let to = rng.below(b.len());
                b.splice(to..to, chunk);
            }
            7 => {
                let k = 1 + rng.below(11);
                b.splice(
                    at.min(b.len())..at.min(b.len()),
                    std::iter::repeat_n(0xFF, k),
                );
            }
            _ => {}
        }
    }
}

#[test]
fn mutated_files_never_panic() {
    let seeds = seeds();
    assert!(seeds.len() >= 10);
    let seed: u64 = std::env::var("TILEREF_FUZZ_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(0x9E37_79B9_7F4A_7C15);
    let mut rng = Rng(seed | 1);
    let (mut ok, mut errors) = (0usize, 0usize);
    // TILEREF_FUZZ_ITERS raises the count for a longer local run.
    let total: usize = std::env::var("TILEREF_FUZZ_ITERS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(60_000);
    let per_seed = total / seeds.len();
    for seed in &seeds {
        for _ in 0..per_seed {
            let mut b = seed.clone();
            mutate(&mut rng, &mut b);
            let r = std::panic::catch_unwind(|| match read(&b) {
                Ok(d) => {
                    let _ = verify_module(
                        &d.module,
                        VerifyOptions {
                            target: Some(d.header.version),
                            ..Default::default()
                        },
                    );
                    let _ = print_module(&d.module);
                    let _ = normalize_for_version(&d.module, d.header.version);
                    let _ = write_module(
                        &d.module,
                        &WriteOptions {
                            version: d.header.version,
                        },
                    );
                    true
                }
                Err(e) => {
                    assert!(!e.message.is_empty());
                    false
                }
            });
            match r {
                Ok(true) => ok += 1,
                Ok(false) => errors += 1,
                Err(_) => {
                    let path = std::env::temp_dir().join("tileref-bytecode-fuzz-crash.tileirbc");
                    std::fs::write(&path, &b).unwrap();
                    panic!("panic on a mutated file, saved to {}", path.display());
                }
            }
        }
    }
    eprintln!(
        "{} mutated files: {ok} read, {errors} rejected",
        ok + errors
    );
    assert!(errors > ok / 10, "too few mutations were caught");
}
