//! Compares tileref's `--numerics h100` math with a GPU's (or libdevice's) outputs for a run of
//! consecutive inputs: `h100_math_check OP TYPE FIRST FILE` reads FILE (little-endian outputs, 4 bytes for
//! f32, 2 for f16/bf16, 8 for f64, for the input bit patterns FIRST, FIRST + 1, …) and prints how many
//! differ, with the first few; `@LIST` instead of FIRST names a file of the inputs (pairs for
//! pow, atan2, divf_approx, divf_full, divf_approx_ftz, divf_full_ftz and fpowi, whose second
//! input is an i32; the last five f32 only). OP: pow, atan2, exp, exp_approx, exp2, exp2_ftz, log, log2, rsqrt,
//! rsqrt_ftz, tanh, sinh, cosh, sin, cos, tan (Tile IR op, `_approx` for `rounding<approx>`, `_ftz` for
//! `flush_to_zero`). Used by interp/tools/h100_math_verify.py on the GPU machine and by
//! interp/tools/libdevice_oracle.py; `h100_math_check mufu-rcp FILE` writes tileref's
//! MUFU.RCP of every significand in [1, 2) for the latter.

use rayon::prelude::*;
use tileref_interp::hw::libdevice;
use tileref_interp::numeric::{MathFn, BF16, F16, F32, F64};

fn main() {
    let a: Vec<String> = std::env::args().collect();
    if a.len() == 3 && a[1] == "mufu-rcp" {
        // For interp/tools/libdevice_oracle.py: MUFU.RCP of every significand in [1, 2).
        let t: Vec<u8> = (0..1u32 << 23)
            .flat_map(|m| tileref_interp::hw::sfu::mufu_rcp(0x3F80_0000 | m).to_le_bytes())
            .collect();
        std::fs::write(&a[2], t).expect("write the table");
        return;
    }
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
        "f64" => (F64, 8),
        t => {
            eprintln!("unknown type {t}");
            std::process::exit(2);
        }
    };
    let words = |bytes: &[u8], w: usize| -> Vec<u64> {
        bytes
            .chunks_exact(w)
            .map(|c| c.iter().rev().fold(0u64, |v, &b| (v << 8) | b as u64))
            .collect()
    };
    let got = words(&std::fs::read(&a[4]).expect("FILE"), width);
    // The inputs: FIRST, FIRST + 1, … or, as @LIST, a file of inputs (pairs of them for the
    // binary ops pow and atan2), each as wide as the type.
    let inputs: Box<dyn Fn(usize) -> Vec<u64> + Sync> = match a[3].strip_prefix('@') {
        Some(list) => {
            let v = words(&std::fs::read(list).expect("LIST"), width);
            let per = v.len() / got.len().max(1);
            Box::new(move |i| v[i * per..(i + 1) * per].to_vec())
        }
        None => {
            let first: u64 = a[3].parse().expect("FIRST");
            Box::new(move |i| vec![first + i as u64])
        }
    };
    let binary = match name {
        "pow" => Some(libdevice::Binary::Pow),
        "atan2" => Some(libdevice::Binary::Atan2),
        _ => None,
    };
    // divf_{approx,full}[_ftz] and fpowi (f32; fpowi's second input an i32).
    let special: Option<Box<dyn Fn(&[u64]) -> u64 + Sync>> = match a[1].as_str() {
        "divf_approx" | "divf_full" | "divf_approx_ftz" | "divf_full_ftz" if fmt == F32 => {
            let d = libdevice::divf(a[1].contains("full"), a[1].ends_with("ftz"));
            Some(Box::new(move |x| d(x[0] as u32, x[1] as u32) as u64))
        }
        "fpowi" if fmt == F32 => {
            let p = libdevice::fpowi(&F32).expect("f32 fpowi");
            Some(Box::new(move |x| p(x[0], x[1] as u32 as i32 as i64)))
        }
        _ => None,
    };
    let op: Box<dyn Fn(&[u64]) -> u64 + Sync> = match (special, binary) {
        (Some(s), _) => s,
        (None, Some(b)) => {
            let Some(g) = libdevice::binary(b, &fmt) else {
                eprintln!("no h100 model of {} for {}", a[1], a[2]);
                std::process::exit(2);
            };
            Box::new(move |x| g(x[0], x[1]))
        }
        (None, None) => {
            let Some(f) = MathFn::of_op(name).and_then(|m| libdevice::unary(m, &fmt, ftz, approx))
            else {
                eprintln!("no h100 model of {} for {}", a[1], a[2]);
                std::process::exit(2);
            };
            Box::new(move |x| f(x[0]))
        }
    };
    let bad: Vec<(Vec<u64>, u64, u64)> = got
        .par_iter()
        .enumerate()
        .filter_map(|(i, &g)| {
            let x = inputs(i);
            let m = op(&x);
            (m != g).then_some((x, g, m))
        })
        .collect();
    print!("{} {} {} differ", a[1], got.len(), bad.len());
    for (x, g, m) in bad.iter().take(5) {
        print!(" [{x:x?}: reference {g:#x} tileref {m:#x}]");
    }
    println!();
}
