//! Fuzzing throughput: programs generated, run and checked per second on one core with the
//! `self` oracle (round trips, schedules, the reference evaluator). `cargo bench -p tileref-fuzz`.

use std::time::Instant;

// As in the CLI: programs allocate many small strings and tiles.
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;
use tileref_fuzz::campaign::{run, Campaign};

fn main() {
    let mut rates = vec![];
    for round in 0..3u64 {
        let c = Campaign {
            seed: 100 + round,
            count: Some(3000),
            jobs: 1,
            ..Campaign::default()
        };
        let t = Instant::now();
        let s = run(&c).expect("campaign");
        let secs = t.elapsed().as_secs_f64();
        let rate = s.programs as f64 / secs;
        println!("round {round}: {} programs ({} discarded, {} findings) in {secs:.2} s: {rate:.0} programs/s on one core", s.programs, s.discarded, s.findings.len());
        rates.push(rate);
    }
    rates.sort_by(|a, b| a.total_cmp(b));
    println!(
        "median: {:.0} programs/s/core (target: at least 200)",
        rates[1]
    );
}
