//! Compares tileref's `--numerics h100` math with a GPU's outputs for a run of consecutive
//! inputs: `h100_math_check OP TYPE FIRST FILE` reads FILE (little-endian outputs, 4 bytes for
//! f32, 2 for f16/bf16, for the input bit patterns FIRST, FIRST + 1, …) and prints how many
//! differ, with the first few. OP: exp, exp_approx, exp2, exp2_ftz, log, log2, rsqrt,
//! rsqrt_ftz, tanh, sinh, cosh (Tile IR op, `_approx` for `rounding<approx>`, `_ftz` for
//! `flush_to_zero`). Used by interp/tools/h100_math_verify.py on the GPU machine.

use rayon::prelude::*;
use tileref_interp::hw::libdevice;
use tileref_interp::numeric::{MathFn, BF16, F16, F32};

fn main() {
    let a: Vec<String> = std::env::args().collect();
    if a.len() != 5 {
        eprintln!("usage: h100_math_check OP TYPE FIRST FILE");
        std::process::exit(2);
    }
    let (name, ftz, approx) = match a[1].split_once('_') {
        Some((n, "ftz")) => (n, true, false),
        Some((n, "approx")) => (n, false, true),
        _ => (a[1].as_str(), false, false),
    };
    let (fmt, width) = match a[2].as_str() {
        "f32" => (F32, 4),
        "f16" => (F16, 2),
        "bf16" => (BF16, 2),
        t => {
            eprintln!("unknown type {t}");
            std::process::exit(2);
        }
    };
    let Some(op) = MathFn::of_op(name).and_then(|m| libdevice::unary(m, &fmt, ftz, approx)) else {
        eprintln!("no h100 model of {} for {}", a[1], a[2]);
        std::process::exit(2);
    };
    let first: u64 = a[3].parse().expect("FIRST");
    let bytes = std::fs::read(&a[4]).expect("FILE");
    let got: Vec<u64> = bytes
        .chunks_exact(width)
        .map(|c| c.iter().rev().fold(0u64, |v, &b| (v << 8) | b as u64))
        .collect();
    let bad: Vec<(u64, u64, u64)> = got
        .par_iter()
        .enumerate()
        .filter_map(|(i, &g)| {
            let x = first + i as u64;
            let m = op(x);
            (m != g).then_some((x, g, m))
        })
        .collect();
    print!("{} {} {} differ", a[1], got.len(), bad.len());
    for (x, g, m) in bad.iter().take(5) {
        print!(" [{x:#x}: gpu {g:#x} tileref {m:#x}]");
    }
    println!();
}
