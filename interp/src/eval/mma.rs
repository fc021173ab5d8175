//! Matrix multiply-accumulate. The spec leaves order and precision open; tileref's reference
//! accumulates in k order with one fused multiply-add per step in the accumulator's format
//! (inputs widened exactly), which is deterministic and documented in docs/semantics.md.

use super::{format_of, Ctx, EvalResult};
use crate::numeric::{self, fast, Env, Rounding};
use crate::value::Tile;
use tileref_spec::attrs::Signedness;
use tileref_spec::ir::Op;
use tileref_spec::types::ElemType;

/// (batch, m, k, n) of an mma and row-major index helpers.
fn dims(a: &Tile, b: &Tile) -> (usize, usize, usize, usize) {
    let r = a.shape.len();
    let batch = if r == 3 { a.shape[0] as usize } else { 1 };
    (batch, a.shape[r - 2] as usize, a.shape[r - 1] as usize, b.shape[r - 1] as usize)
}

pub fn mmaf<'a, 'm>(ctx: &mut Ctx<'a, 'm>, op: &'m Op) -> EvalResult {
    let (a, b, c) = (ctx.arg(op, 0)?, ctx.arg(op, 1)?, ctx.arg(op, 2)?);
    let (ea, ec) = (a.num(), c.num());
    let (fa, fc) = (format_of(ea), format_of(ec));
    let env = Env::new(Rounding::NearestEven).nan(ctx.prog.opts.nan);
    let widen = numeric::conversion_env(&fc, Rounding::NearestEven).nan(ctx.prog.opts.nan);
    let (batch, m, k, n) = dims(&a, &b);
    let wa: Vec<u64> = a.data.iter().map(|&x| fast::convert(&fa, &fc, &widen, x)).collect();
    let wb: Vec<u64> = b.data.iter().map(|&x| fast::convert(&fa, &fc, &widen, x)).collect();
    let mut out = c.data.clone();
    for bt in 0..batch {
        for i in 0..m {
            for j in 0..n {
                let mut acc = c.data[bt * m * n + i * n + j];
                for kk in 0..k {
                    acc = fast::fma(&fc, &env, wa[bt * m * k + i * k + kk], wb[bt * k * n + kk * n + j], acc);
                }
                out[bt * m * n + i * n + j] = acc;
            }
        }
    }
    let _ = ea;
    ctx.set_tile(op.results[0], Tile::new(c.shape.clone(), c.elem.clone(), out));
    Ok(())
}

pub fn mmai<'a, 'm>(ctx: &mut Ctx<'a, 'm>, op: &'m Op) -> EvalResult {
    let (a, b, c) = (ctx.arg(op, 0)?, ctx.arg(op, 1)?, ctx.arg(op, 2)?);
    let sa = op.enum_attr::<Signedness>("signedness_lhs") == Some(Signedness::Signed);
    let sb = op.enum_attr::<Signedness>("signedness_rhs") == Some(Signedness::Signed);
    let ext = |x: u64, s: bool| if s { x as u8 as i8 as i64 } else { x as u8 as i64 };
    let (batch, m, k, n) = dims(&a, &b);
    let mut out = c.data.clone();
    for bt in 0..batch {
        for i in 0..m {
            for j in 0..n {
                // i32 accumulation wraps (the spec leaves overflow open).
                let mut acc = c.data[bt * m * n + i * n + j] as u32;
                for kk in 0..k {
                    let p = ext(a.data[bt * m * k + i * k + kk], sa) * ext(b.data[bt * k * n + kk * n + j], sb);
                    acc = acc.wrapping_add(p as u32);
                }
                out[bt * m * n + i * n + j] = acc as u64;
            }
        }
    }
    ctx.set_tile(op.results[0], Tile::new(c.shape.clone(), c.elem.clone(), out));
    Ok(())
}

pub fn mmaf_scaled<'a, 'm>(ctx: &mut Ctx<'a, 'm>, op: &'m Op) -> EvalResult {
    let (a, b, c, ls, rs) = (ctx.arg(op, 0)?, ctx.arg(op, 1)?, ctx.arg(op, 2)?, ctx.arg(op, 3)?, ctx.arg(op, 4)?);
    let (fa, fs) = (format_of(a.num()), format_of(ls.num()));
    let f32f = numeric::F32;
    let env = Env::new(Rounding::NearestEven).nan(ctx.prog.opts.nan);
    let (batch, m, k, n) = dims(&a, &b);
    let r = ls.shape.len();
    let ks = ls.shape[r - 1] as usize;
    let v = k / ks.max(1);
    let mut out = c.data.clone();
    for bt in 0..batch {
        for i in 0..m {
            for j in 0..n {
                let mut acc = c.data[bt * m * n + i * n + j];
                for kk in 0..k {
                    let x = fa.to_f64(a.data[bt * m * k + i * k + kk]) * fs.to_f64(ls.data[bt * m * ks + i * ks + kk / v]);
                    let y = fa.to_f64(b.data[bt * k * n + kk * n + j]) * fs.to_f64(rs.data[bt * ks * n + (kk / v) * n + j]);
                    // Each scaled product rounded to f32, then accumulated with f32 additions.
                    let p = numeric::math::round_f64(&f32f, x * y);
                    acc = fast::binop(numeric::BinOp::Add, &f32f, &env, acc, p);
                }
                out[bt * m * n + i * n + j] = acc;
            }
        }
    }
    let _ = ElemType::F32;
    ctx.set_tile(op.results[0], Tile::new(c.shape.clone(), c.elem.clone(), out));
    Ok(())
}
