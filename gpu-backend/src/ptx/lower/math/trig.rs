//! sin, cos, tan: Cody–Waite reduction by a three-part π/2 below 2^20, Payne–Hanek above, then
//! double-double kernels on [−π/4, π/4].

use super::common::*;

/// 2/π in bits, most significant first, after 64 zero bits: word j holds bits 64j..64j+63 of
/// the padded string (bit p is the (p−64)-th bit after the binary point of 2/π).
const TWO_OVER_PI: [u64; 20] = [
    0x0000000000000000,
    0xa2f9836e4e441529,
    0xfc2757d1f534ddc0,
    0xdb6295993c439041,
    0xfe5163abdebbc561,
    0xb7246e3a424dd2e0,
    0x06492eea09d1921c,
    0xfe1deb1cb129a73e,
    0xe88235f52ebb4484,
    0xe99c7026b45f7e41,
    0x3991d639835339f4,
    0x9c845f8bbdf9283b,
    0x1ff897ffde05980f,
    0xef2f118b5a0a6d1f,
    0x6d367ecf27cb09b7,
    0x4f463f669e5fea2d,
    0x7527bac7ebe5f17b,
    0x3d0739f78a5292ea,
    0x6bfb5fb11f8d5d08,
    0x56033046fc7b6bab,
];

const PIO2_1: f64 = std::f64::consts::FRAC_PI_2;
const PIO2_2: f64 = 6.123233995736766036e-17;
const PIO2_3: f64 = -1.4973849048591698e-33;

/// |x| = k·π/2 + (rh + rl), |rh + rl| <= π/4, q = k mod 4; for finite x.
fn trig_reduce<B: M>(b: &mut B, ax: B::V) -> (B::V, B::V, B::V) {
    // Cody–Waite with a three-part π/2 (|x| < 2^20).
    let tpi = b.cf(std::f64::consts::FRAC_2_PI);
    let t = b.mul(ax, tpi);
    let k = b.rni(t);
    let nk = b.neg(k);
    let p1 = b.cf(PIO2_1);
    let r1 = b.fma(nk, p1, ax); // exact
    let p2 = b.cf(PIO2_2);
    let wh = b.mul(k, p2);
    let nwh = b.neg(wh);
    let wl = b.fma(k, p2, nwh);
    let p3 = b.cf(PIO2_3);
    let wl = b.fma(k, p3, wl);
    let (ch, ce) = two_sum(b, r1, nwh);
    let cl = b.sub(ce, wl);
    let kq = b.f2i(k);
    let three = b.ci(3);
    let cq = b.iop(IOp::And, kq, three);

    // Payne–Hanek: |x| = m·2^ex; the bits of 2/π from 2^-(ex-1) on, 192 of them, times m.
    let ix = b.bits(ax);
    let mmask = b.ci((1u64 << 52) - 1);
    let frac = b.iop(IOp::And, ix, mmask);
    let hid = b.ci(1u64 << 52);
    let m = b.iop(IOp::Or, frac, hid);
    let bexp = b.shift(Sh::ShrU, ix, 52);
    // Window start: bit i0 = ex − 1 of 2/π, padded position p0 = i0 + 63 = biased − 1013.
    let c1013 = b.ci((-1013i64) as u64);
    let p0 = b.iop(IOp::Add, bexp, c1013);
    let zero = b.ci(0);
    let neg = b.iset("lt.s64", p0, zero);
    let p0 = b.sel(neg, zero, p0);
    let j0 = b.shift(Sh::ShrU, p0, 6);
    let c63 = b.ci(63);
    let sh = b.iop(IOp::And, p0, c63);
    let c64 = b.ci(64);
    let rsh = b.iop(IOp::Sub, c64, sh);
    // w[j0 + i] for i = 0..4 (j0 <= 16), by selection.
    let mut w = Vec::new();
    for i in 0..4usize {
        let mut v = b.ci(TWO_OVER_PI[i]);
        for j in 1..=16usize {
            let jj = b.ci(j as u64);
            let p = b.iset("eq.s64", j0, jj);
            let c = b.ci(TWO_OVER_PI[j + i]);
            v = b.sel(p, c, v);
        }
        w.push(v);
    }
    let mut win = Vec::new();
    for i in 0..3 {
        let a = b.shift_v(Sh::Shl, w[i], sh);
        let c = b.shift_v(Sh::ShrU, w[i + 1], rsh); // shift by 64 gives 0
        win.push(b.iop(IOp::Or, a, c));
    }
    let (w2, w1, w0) = (win[0], win[1], win[2]);
    let l0 = b.iop(IOp::MulLo, m, w0);
    let h0 = b.iop(IOp::MulHi, m, w0);
    let l1 = b.iop(IOp::MulLo, m, w1);
    let h1 = b.iop(IOp::MulHi, m, w1);
    let l2 = b.iop(IOp::MulLo, m, w2);
    let word1 = b.iop(IOp::Add, h0, l1);
    let carry = b.iset("lo.u64", word1, h0);
    let one = b.ci(1);
    let cy = b.sel(carry, one, zero);
    let word2 = b.iop(IOp::Add, h1, l2);
    let word2 = b.iop(IOp::Add, word2, cy);
    let q = b.shift(Sh::ShrU, word2, 62);
    let a = b.shift(Sh::Shl, word2, 2);
    let c = b.shift(Sh::ShrU, word1, 62);
    let top = b.iop(IOp::Or, a, c);
    let a = b.shift(Sh::Shl, word1, 2);
    let c = b.shift(Sh::ShrU, l0, 62);
    let next = b.iop(IOp::Or, a, c);
    let rnd = b.shift(Sh::ShrU, top, 63);
    let q = b.iop(IOp::Add, q, rnd);
    let pq = b.iop(IOp::And, q, three);
    // The signed fraction top·2^-64 + next·2^-128 as a pair.
    let th = b.shift(Sh::ShrS, top, 32);
    let fa = b.i2f(th);
    let s32 = b.cf(2.3283064365386963e-10); // 2^-32
    let fa = b.mul(fa, s32);
    let m32 = b.ci(0xFFFF_FFFF);
    let tl = b.iop(IOp::And, top, m32);
    let fb = b.i2f(tl);
    let s64 = b.cf(5.421010862427522e-20); // 2^-64
    let fb = b.mul(fb, s64);
    let nx = b.shift(Sh::ShrU, next, 11);
    let fc = b.i2f(nx);
    let s117 = b.cf(f64::from_bits((1023u64 - 117) << 52));
    let fc = b.mul(fc, s117);
    let (sh_, e1) = two_sum(b, fa, fb);
    let sl_ = b.add(e1, fc);
    let ph = b.cf(PIO2_1);
    let rh = b.mul(sh_, ph);
    let nrh = b.neg(rh);
    let rl = b.fma(sh_, ph, nrh);
    let pl = b.cf(PIO2_2);
    let rl = b.fma(sh_, pl, rl);
    let rl = b.fma(sl_, ph, rl);

    let lim = b.cf(1048576.0); // 2^20
    let big = b.fset("ge", ax, lim);
    let rh = b.sel(big, rh, ch);
    let rl = b.sel(big, rl, cl);
    let q = b.sel(big, pq, cq);
    (rh, rl, q)
}

/// sin(rh + rl) for |r| <= π/4 as a pair.
fn sin_k<B: M>(b: &mut B, rh: B::V, rl: B::V) -> (B::V, B::V) {
    let z = b.mul(rh, rh);
    // (sin r − r)/r³ = −1/3! + z/5! − ... (terms to r^19)
    let c: Vec<f64> = (1..=9)
        .map(|n| {
            let v = inv_factorials(2 * n + 1, 2 * n + 1)[0];
            if n % 2 == 1 {
                -v
            } else {
                v
            }
        })
        .collect();
    let p = horner(b, z, &c);
    let rz = b.mul(rh, z);
    let t = b.fma(rz, p, rl);
    fast2sum(b, rh, t)
}

/// cos(rh + rl) for |r| <= π/4 as a pair.
fn cos_k<B: M>(b: &mut B, rh: B::V, rl: B::V) -> (B::V, B::V) {
    let z = b.mul(rh, rh);
    let nz = b.neg(z);
    let zl = b.fma(rh, rh, nz);
    let half = b.cf(0.5);
    let hz = b.mul(half, z);
    let one = b.cf(1.0);
    let w = b.sub(one, hz);
    // (cos r − 1 + r²/2)/r⁴ = 1/4! − z/6! + ... (terms to r^18)
    let c: Vec<f64> = (2..=9)
        .map(|n| {
            let v = inv_factorials(2 * n, 2 * n)[0];
            if n % 2 == 0 {
                v
            } else {
                -v
            }
        })
        .collect();
    let p = horner(b, z, &c);
    let rr = b.mul(rh, rl);
    let corr = b.fma(half, zl, rr);
    let ncorr = b.neg(corr);
    let zz = b.mul(z, z);
    let t = b.fma(zz, p, ncorr);
    let e = b.sub(one, w);
    let e = b.sub(e, hz);
    let t = b.add(e, t);
    fast2sum(b, w, t)
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Trig {
    Sin,
    Cos,
    Tan,
}

pub(super) fn trig<B: M>(b: &mut B, x: B::V, f: Trig) -> B::V {
    let ax = b.abs(x);
    let (rh, rl, q) = trig_reduce(b, ax);
    let (sh, sl) = sin_k(b, rh, rl);
    let (ch, cl) = cos_k(b, rh, rl);
    let zero = b.ci(0);
    let one = b.ci(1);
    let q1 = b.iop(IOp::And, q, one);
    let odd = b.iset("ne.s64", q1, zero);
    let two = b.ci(2);
    let q2 = b.iop(IOp::And, q, two);
    let hi2 = b.iset("ne.s64", q2, zero);
    let sx = sign_bit(b, x);
    let res = match f {
        Trig::Sin | Trig::Cos => {
            // sin: q = 0 s, 1 c, 2 −s, 3 −c; cos: q = 0 c, 1 −s, 2 −c, 3 s.
            let (a, c) = if f == Trig::Sin {
                ((sh, sl), (ch, cl))
            } else {
                ((ch, cl), (sh, sl))
            };
            let h = b.sel(odd, c.0, a.0);
            let l = b.sel(odd, c.1, a.1);
            let v = b.add(h, l);
            let nv = b.neg(v);
            let flip = if f == Trig::Sin {
                let p = b.pnot(sx);
                let p2 = b.pand(hi2, p);
                let np = b.pnot(hi2);
                let p3 = b.pand(np, sx);
                b.por(p2, p3)
            } else {
                // cos: negative for q = 1, 2
                let q12 = b.iop(IOp::Sub, q, one);
                let lt2 = b.iset("lo.u64", q12, two);
                lt2
            };
            b.sel(flip, nv, v)
        }
        Trig::Tan => {
            // tan = s/c (q even), −c/s (q odd).
            let nh = b.sel(odd, ch, sh);
            let nl = b.sel(odd, cl, sl);
            let dh = b.sel(odd, sh, ch);
            let dl = b.sel(odd, sl, cl);
            let (qh, ql) = dd_div(b, nh, nl, dh, dl);
            let v = b.add(qh, ql);
            let nv = b.neg(v);
            // negative when q is odd xor x is negative
            let np = b.pnot(sx);
            let f1 = b.pand(odd, np);
            let no = b.pnot(odd);
            let f2 = b.pand(no, sx);
            let fl = b.por(f1, f2);
            b.sel(fl, nv, v)
        }
    };
    let inf = b.cf(f64::INFINITY);
    let fin = b.fset("lt", ax, inf);
    let nan = b.cf(f64::NAN);
    b.sel(fin, res, nan)
}
