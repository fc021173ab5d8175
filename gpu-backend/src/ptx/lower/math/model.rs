//! The host model of [`M`]: a register file of bit patterns, each method the IEEE/PTX
//! operation of the instruction [`Emit`] writes for it. The routines run unchanged on
//! it and are compared with the interpreter's reference (`tileref_interp::numeric::math`).

use super::common::{IOp, Sh, M};
use tileref_interp::numeric::{self as num, Env, Format, Rounding, BF16, F16, F32, F64};

#[derive(Default)]
pub struct Model {
    r: Vec<u64>,
}

impl Model {
    fn push(&mut self, v: u64) -> usize {
        self.r.push(v);
        self.r.len() - 1
    }
    fn f(&self, i: usize) -> f64 {
        f64::from_bits(self.r[i])
    }
    fn pf(&mut self, v: f64) -> usize {
        self.push(v.to_bits())
    }
    pub fn val(&self, i: usize) -> f64 {
        self.f(i)
    }
}

fn shift(op: Sh, a: u64, n: u64) -> u64 {
    match op {
        Sh::Shl => {
            if n >= 64 {
                0
            } else {
                a << n
            }
        }
        Sh::ShrU => {
            if n >= 64 {
                0
            } else {
                a >> n
            }
        }
        Sh::ShrS => ((a as i64) >> n.min(63)) as u64,
    }
}

impl M for Model {
    type V = usize;
    fn cf(&mut self, v: f64) -> usize {
        self.pf(v)
    }
    fn ci(&mut self, v: u64) -> usize {
        self.push(v)
    }
    fn add(&mut self, a: usize, b: usize) -> usize {
        self.pf(self.f(a) + self.f(b))
    }
    fn sub(&mut self, a: usize, b: usize) -> usize {
        self.pf(self.f(a) - self.f(b))
    }
    fn mul(&mut self, a: usize, b: usize) -> usize {
        self.pf(self.f(a) * self.f(b))
    }
    fn div(&mut self, a: usize, b: usize) -> usize {
        self.pf(self.f(a) / self.f(b))
    }
    fn fma(&mut self, a: usize, b: usize, c: usize) -> usize {
        self.pf(self.f(a).mul_add(self.f(b), self.f(c)))
    }
    fn sqrt(&mut self, a: usize) -> usize {
        self.pf(self.f(a).sqrt())
    }
    fn neg(&mut self, a: usize) -> usize {
        self.push(self.r[a] ^ (1 << 63))
    }
    fn abs(&mut self, a: usize) -> usize {
        self.push(self.r[a] & !(1 << 63))
    }
    fn rni(&mut self, a: usize) -> usize {
        self.pf(self.f(a).round_ties_even())
    }
    fn fset(&mut self, c: &str, a: usize, b: usize) -> usize {
        let (x, y) = (self.f(a), self.f(b));
        let v = match c {
            "lt" => x < y,
            "le" => x <= y,
            "gt" => x > y,
            "ge" => x >= y,
            "eq" => x == y,
            "ne" => x < y || x > y,
            "neu" => x != y,
            "nan" => x.is_nan() || y.is_nan(),
            _ => panic!("fset {c}"),
        };
        self.push(v as u64)
    }
    fn sel(&mut self, p: usize, a: usize, b: usize) -> usize {
        let v = if self.r[p] != 0 { self.r[a] } else { self.r[b] };
        self.push(v)
    }
    fn bits(&mut self, a: usize) -> usize {
        self.push(self.r[a])
    }
    fn from_bits(&mut self, a: usize) -> usize {
        self.push(self.r[a])
    }
    fn iop(&mut self, op: IOp, a: usize, b: usize) -> usize {
        let (x, y) = (self.r[a], self.r[b]);
        let v = match op {
            IOp::Add => x.wrapping_add(y),
            IOp::Sub => x.wrapping_sub(y),
            IOp::And => x & y,
            IOp::Or => x | y,
            IOp::MulLo => x.wrapping_mul(y),
            IOp::MulHi => ((x as u128 * y as u128) >> 64) as u64,
            IOp::Rem => x % y,
        };
        self.push(v)
    }
    fn shift(&mut self, op: Sh, a: usize, n: u32) -> usize {
        self.push(shift(op, self.r[a], n as u64))
    }
    fn shift_v(&mut self, op: Sh, a: usize, n: usize) -> usize {
        // cvt.u32.u64 keeps the low 32 bits; PTX clamps amounts above the width.
        let amount = self.r[n] & 0xFFFF_FFFF;
        self.push(shift(op, self.r[a], amount))
    }
    fn iset(&mut self, c: &str, a: usize, b: usize) -> usize {
        let (x, y) = (self.r[a], self.r[b]);
        let (sx, sy) = (x as i64, y as i64);
        let v = match c {
            "lt.s64" => sx < sy,
            "gt.s64" => sx > sy,
            "eq.s64" => x == y,
            "ne.s64" => x != y,
            "lo.u64" => x < y,
            "ge.u64" => x >= y,
            "gt.u64" => x > y,
            _ => panic!("iset {c}"),
        };
        self.push(v as u64)
    }
    fn i2f(&mut self, a: usize) -> usize {
        self.pf(self.r[a] as i64 as f64)
    }
    fn f2i(&mut self, a: usize) -> usize {
        self.push(self.f(a) as i64 as u64)
    }
    fn u2f(&mut self, a: usize) -> usize {
        self.pf(self.r[a] as f64)
    }
    fn f2u(&mut self, a: usize) -> usize {
        self.push(self.f(a) as u64)
    }
    fn pand(&mut self, a: usize, b: usize) -> usize {
        self.push(self.r[a] & self.r[b])
    }
    fn por(&mut self, a: usize, b: usize) -> usize {
        self.push(self.r[a] | self.r[b])
    }
    fn pnot(&mut self, a: usize) -> usize {
        self.push(self.r[a] ^ 1)
    }
    fn set(&mut self, dst: usize, src: usize) {
        self.r[dst] = self.r[src];
    }
    fn do_while(&mut self, body: &mut dyn FnMut(&mut Self) -> usize) {
        loop {
            let p = body(self);
            if self.r[p] == 0 {
                break;
            }
        }
    }
}

/// The model of [`widen`]: exact, with the f32 input flush.
pub fn widen_m(fmt: &Format, x: u64, ftz: bool) -> f64 {
    let x = if ftz && *fmt == F32 && fmt.classify(x) == num::Class::Subnormal {
        x & fmt.sign_bit()
    } else {
        x
    };
    fmt.to_f64(x)
}

fn cvt(from: &Format, to: &Format, mode: Rounding, x: u64) -> u64 {
    num::ftof(from, to, &Env::new(mode), x).bits
}

/// The model of [`narrow`], instruction by instruction.
pub fn narrow_m(fmt: &Format, v: f64, ftz: bool) -> u64 {
    let r = if *fmt == F64 {
        v.to_bits()
    } else if *fmt == F32 {
        let d = (v as f32).to_bits() as u64; // cvt.rn.f32.f64
        if ftz && F32.classify(d) == num::Class::Subnormal {
            d & 0x8000_0000
        } else {
            d
        }
    } else if *fmt == F16 {
        cvt(&F64, &F16, Rounding::NearestEven, v.to_bits()) // cvt.rn.f16.f64
    } else {
        let t = cvt(&F64, &F32, Rounding::Zero, v.to_bits()); // cvt.rz.f32.f64
        let back = f32::from_bits(t as u32) as f64; // cvt.f64.f32
        let t = if back != v { t | 1 } else { t }; // setp.neu, or.b32
        cvt(&F32, &BF16, Rounding::NearestEven, t) // cvt.rn.bf16.f32
    };
    if fmt.is_nan(r) {
        fmt.canonical_nan().unwrap()
    } else {
        r
    }
}

pub fn run1(f: &dyn Fn(&mut Model, usize) -> usize, x: f64) -> f64 {
    let mut m = Model::default();
    let xi = m.pf(x);
    let r = f(&mut m, xi);
    m.val(r)
}

pub fn run2(f: &dyn Fn(&mut Model, usize, usize) -> usize, x: f64, y: f64) -> f64 {
    let mut m = Model::default();
    let xi = m.pf(x);
    let yi = m.pf(y);
    let r = f(&mut m, xi, yi);
    m.val(r)
}

/// xorshift64*
pub struct Rng(pub u64);
impl Rng {
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
}

/// Inputs of `fmt`: specials, then random bit patterns and random values of |x| <= 2^lim_exp.
pub fn inputs(fmt: &Format, n: usize, seed: u64, scale: f64) -> Vec<u64> {
    let mut v: Vec<u64> = Vec::new();
    let w = fmt.bits();
    let mask = fmt.mask();
    let sign = fmt.sign_bit();
    let inf = fmt.inf().unwrap();
    for s in [0, sign] {
        for b in [
            0u64,
            1,
            2,
            3,
            mask >> (w - fmt.man_bits),
            inf,
            inf - 1,
            inf | 1,
            inf >> 1,
            (inf >> 1) + 1,
            (inf >> 1) - 1,
        ] {
            v.push((b | s) & mask);
        }
    }
    let mut r = Rng(seed);
    if w <= 16 {
        return (0..=mask).collect();
    }
    while v.len() < n {
        let k = r.next();
        if k % 3 == 0 {
            v.push(k & mask);
        } else {
            // uniform in [-scale, scale], and scaled by random powers of two below
            let u = (k >> 11) as f64 / (1u64 << 53) as f64 * 2.0 - 1.0;
            let e = if k % 3 == 1 {
                0
            } else {
                -((r.next() % 40) as i32)
            };
            let x = u * scale * 2f64.powi(e);
            let bits = if *fmt == F32 {
                (x as f32).to_bits() as u64
            } else {
                x.to_bits()
            };
            v.push(bits);
        }
    }
    v
}
