//! The memory-model litmus suite (`conformance/litmus/*.mlir`): each case states its expected
//! verdict (`ok`, `race`, or `ub KIND`) and must get it under every schedule.

use std::path::Path;
use tileref_interp::{launch, Category, Memory, Options, Schedule, Status};
use tileref_spec::text::parse_module;

struct Case {
    name: String,
    verdict: String,
    grid: [u32; 3],
    /// Bytes of each buffer argument.
    args: Vec<usize>,
    src: String,
}

fn directive<'a>(src: &'a str, key: &str) -> Option<&'a str> {
    src.lines()
        .find_map(|l| l.strip_prefix(&format!("// {key}:")).map(str::trim))
}

fn load(path: &Path) -> Case {
    let src = std::fs::read_to_string(path).unwrap();
    let name = path.file_stem().unwrap().to_string_lossy().into_owned();
    let verdict = directive(&src, "VERDICT")
        .unwrap_or_else(|| panic!("{name}: no VERDICT"))
        .to_string();
    let mut grid = [1u32; 3];
    for (i, g) in directive(&src, "GRID").unwrap().split(',').enumerate() {
        grid[i] = g.trim().parse().unwrap();
    }
    let args = directive(&src, "ARGS")
        .unwrap()
        .split_whitespace()
        .map(|a| {
            // name:elem[count]
            let (_, spec) = a.split_once(':').unwrap();
            let (elem, count) = spec.trim_end_matches(']').split_once('[').unwrap();
            let bytes = match elem {
                "i8" => 1,
                "i16" | "f16" => 2,
                "i64" | "f64" => 8,
                _ => 4,
            };
            bytes * count.parse::<usize>().unwrap()
        })
        .collect();
    Case {
        name,
        verdict,
        grid,
        args,
        src,
    }
}

fn schedules() -> Vec<Options> {
    [
        Schedule::Sequential,
        Schedule::Reverse,
        Schedule::Random(5),
        Schedule::Random(77),
    ]
    .into_iter()
    .map(|s| Options {
        schedule: s,
        ..Options::default()
    })
    .chain([1, 2].map(|t| Options {
        schedule: Schedule::Parallel,
        threads: Some(t),
        ..Options::default()
    }))
    .collect()
}

#[test]
fn litmus_verdicts() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../conformance/litmus");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "mlir"))
        .collect();
    files.sort();
    assert!(files.len() >= 40, "only {} litmus cases", files.len());
    let (mut passed, mut failed) = (0, 0);
    for f in &files {
        let c = load(f);
        let m = parse_module(&c.src).unwrap_or_else(|d| panic!("{}: {}", c.name, d.message));
        for o in schedules() {
            if std::env::var_os("LITMUS_TRACE").is_some() {
                eprintln!("{} {:?} {:?}", c.name, o.schedule, o.threads);
            }
            let mem = Memory::new();
            let args: Vec<u64> = c
                .args
                .iter()
                .enumerate()
                .map(|(i, &n)| mem.alloc_host(i, &vec![0u8; n], 256))
                .collect();
            let r = launch(&m, "k", c.grid, &args, &mem, &o).expect("launch");
            let ok = match c.verdict.as_str() {
                "ok" => r.status == Status::Ok && r.reports.is_empty(),
                "race" => {
                    r.status == Status::Race
                        && r.reports
                            .iter()
                            .any(|x| x.category == Category::Race && x.other.is_some())
                }
                v => {
                    let kind = v
                        .strip_prefix("ub ")
                        .unwrap_or_else(|| panic!("{}: bad verdict {v}", c.name));
                    r.status == Status::Ub
                        && r.reports.iter().any(|x| {
                            x.category == Category::Ub && x.kind == kind && x.site.is_some()
                        })
                }
            };
            if ok {
                passed += 1;
            } else {
                failed += 1;
                eprintln!(
                    "{} under {:?}/{:?}: expected {}, got {:?}: {:#?}",
                    c.name, o.schedule, o.threads, c.verdict, r.status, r.reports
                );
            }
        }
    }
    println!(
        "litmus: {passed} passed, {failed} failed ({} cases x {} schedules)",
        files.len(),
        schedules().len()
    );
    assert_eq!(failed, 0);
}

/// Detection on or off gives the same results.
#[test]
fn detection_does_not_change_results() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../conformance/litmus");
    for name in [
        "spin_lock_handoff",
        "mp_release_acquire_device",
        "views_disjoint_partition_tiles",
        "sb_relaxed_device",
    ] {
        let c = load(&dir.join(format!("{name}.mlir")));
        let m = parse_module(&c.src).unwrap();
        let mut outs = vec![];
        for races in [true, false] {
            let mem = Memory::new();
            let args: Vec<u64> = c
                .args
                .iter()
                .enumerate()
                .map(|(i, &n)| mem.alloc_host(i, &vec![0u8; n], 256))
                .collect();
            let o = Options {
                schedule: Schedule::Sequential,
                races,
                ..Options::default()
            };
            launch(&m, "k", c.grid, &args, &mem, &o).unwrap();
            outs.push(
                args.iter()
                    .map(|a| mem.bytes(*a).unwrap())
                    .collect::<Vec<_>>(),
            );
        }
        assert_eq!(outs[0], outs[1], "{name}");
    }
}
