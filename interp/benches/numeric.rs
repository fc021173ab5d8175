//! Single-core throughput of the numeric core, in ns per element.
//! Run: cargo bench -p tileref-interp --bench numeric
use std::hint::black_box;
use std::time::Instant;
use tileref_interp::numeric::fast::{self, BinOp};
use tileref_interp::numeric::*;

const N: usize = 1 << 16;
const REPS: usize = 40;

struct Lcg(u64);
impl Lcg {
    fn next(&mut self) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        self.0 >> 11
    }
    /// A random normal-ish value in [-1000, 1000].
    fn f64(&mut self) -> f64 {
        (self.next() as f64 / (1u64 << 53) as f64 - 0.5) * 2000.0
    }
}

fn time(name: &str, mut f: impl FnMut()) -> f64 {
    f(); // warm up
    let t = Instant::now();
    for _ in 0..REPS {
        f();
    }
    let ns = t.elapsed().as_nanos() as f64 / (REPS * N) as f64;
    println!("{name:<40} {ns:7.2} ns/elem");
    ns
}

fn main() {
    let mut g = Lcg(1);
    let a32: Vec<u32> = (0..N).map(|_| (g.f64() as f32).to_bits()).collect();
    let b32: Vec<u32> = (0..N).map(|_| (g.f64() as f32).to_bits()).collect();
    let a64: Vec<u64> = (0..N).map(|_| g.f64().to_bits()).collect();
    let b64: Vec<u64> = (0..N).map(|_| g.f64().to_bits()).collect();
    let c64: Vec<u64> = (0..N).map(|_| g.f64().to_bits()).collect();
    let a16: Vec<u64> = (0..N)
        .map(|_| ftof(&F64, &F16, &Env::default(), (g.f64() / 50.0).to_bits()).bits)
        .collect();
    let b16: Vec<u64> = (0..N)
        .map(|_| ftof(&F64, &F16, &Env::default(), (g.f64() / 50.0).to_bits()).bits)
        .collect();
    let abf: Vec<u64> = (0..N)
        .map(|_| ftof(&F64, &BF16, &Env::default(), g.f64().to_bits()).bits)
        .collect();
    let a32w: Vec<u64> = a32.iter().map(|&x| x as u64).collect();
    let mut o32 = vec![0u32; N];
    let mut o64 = vec![0u64; N];
    let mut of = vec![0f32; N];

    let fa: Vec<f32> = a32.iter().map(|&x| f32::from_bits(x)).collect();
    let fb: Vec<f32> = b32.iter().map(|&x| f32::from_bits(x)).collect();
    let host = time("host f32 add (plain loop)", || {
        for i in 0..N {
            of[i] = black_box(fa[i]) + fb[i];
        }
        black_box(&of);
    });
    let rne = time("f32 add nearest_even (slice)", || {
        fast::map_binop_f32(
            BinOp::Add,
            &Env::new(Rounding::NearestEven),
            &a32,
            &b32,
            &mut o32,
        );
        black_box(&o32);
    });
    time("f32 add zero (slice)", || {
        fast::map_binop_f32(BinOp::Add, &Env::new(Rounding::Zero), &a32, &b32, &mut o32);
        black_box(&o32);
    });
    time("f32 add zero (exact path)", || {
        let env = Env::new(Rounding::Zero);
        for i in 0..N {
            o32[i] = float_ops::add(&F32, &env, a32[i] as u64, b32[i] as u64).bits as u32;
        }
        black_box(&o32);
    });
    time("f64 add nearest_even (slice)", || {
        fast::map_binop_f64(
            BinOp::Add,
            &Env::new(Rounding::NearestEven),
            &a64,
            &b64,
            &mut o64,
        );
        black_box(&o64);
    });
    time("f16 mul negative_inf (slice)", || {
        fast::map_binop(
            BinOp::Mul,
            &F16,
            &Env::new(Rounding::NegativeInf),
            &a16,
            &b16,
            &mut o64,
        );
        black_box(&o64);
    });
    time("f64 fma positive_inf (slice)", || {
        fast::map_fma(
            &F64,
            &Env::new(Rounding::PositiveInf),
            &a64,
            &b64,
            &c64,
            &mut o64,
        );
        black_box(&o64);
    });
    time("f32 -> f8E4M3FN satfinite (slice)", || {
        fast::map_convert(
            &F32,
            &F8E4M3FN,
            &conversion_env(&F8E4M3FN, Rounding::NearestEven),
            &a32w,
            &mut o64,
        );
        black_box(&o64);
    });
    time("bf16 -> f32 (slice)", || {
        fast::map_convert(&BF16, &F32, &Env::default(), &abf, &mut o64);
        black_box(&o64);
    });
    time("f16 -> f32 (slice)", || {
        fast::map_convert(&F16, &F32, &Env::default(), &a16, &mut o64);
        black_box(&o64);
    });
    time("f32 -> f16 nearest_even (slice)", || {
        fast::map_convert(&F32, &F16, &Env::default(), &a32w, &mut o64);
        black_box(&o64);
    });
    println!("f32 add nearest_even / host: {:.2}x", rne / host);
}
