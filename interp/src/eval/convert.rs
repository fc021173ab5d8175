//! Conversions: integer extension/truncation, int↔float, float↔float, bit reinterpretation,
//! pack/unpack.

use super::arith::num_error;
use super::ctx::{Ctx, EvalResult};
use super::float_env::{format_of, rounding_of};
use crate::numeric::{self, fast, int_ops};
use crate::value::Tile;
use tileref_spec::attrs::{Overflow, RoundingMode, Signedness};
use tileref_spec::ir::Op;
use tileref_spec::types::ElemType;

fn out_tile(ctx: &Ctx, op: &Op, data: Vec<u64>) -> Tile {
    Tile::new(ctx.result_shape(op, 0), ctx.result_elem(op, 0), data)
}

fn result_num(ctx: &Ctx, op: &Op) -> ElemType {
    ctx.result_elem(op, 0).num().unwrap_or(ElemType::I64)
}

pub fn ext_trunc<'a, 'm>(ctx: &mut Ctx<'a, 'm>, op: &'m Op) -> EvalResult {
    let a = ctx.arg(op, 0)?;
    let (from, to) = (a.width(), result_num(ctx, op).bit_width());
    let mut out = Vec::with_capacity(a.len());
    if op.name() == "exti" {
        let s = op.enum_attr::<Signedness>("signedness") == Some(Signedness::Signed);
        for (i, &x) in a.data.iter().enumerate() {
            out.push(
                numeric::convert::exti(x, from, to, s).map_err(|e| num_error(e, i, &a.shape))?,
            );
        }
    } else {
        let ov = op
            .enum_attr::<Overflow>("overflow")
            .unwrap_or(Overflow::None);
        let (nsw, nuw) = (
            matches!(ov, Overflow::NoSignedWrap | Overflow::NoWrap),
            matches!(ov, Overflow::NoUnsignedWrap | Overflow::NoWrap),
        );
        for (i, &x) in a.data.iter().enumerate() {
            out.push(
                numeric::convert::trunci(x, from, to, nsw, nuw)
                    .map_err(|e| num_error(e, i, &a.shape))?,
            );
        }
    }
    let t = out_tile(ctx, op, out);
    ctx.set_tile(op.results[0], t);
    Ok(())
}

pub fn itof<'a, 'm>(ctx: &mut Ctx<'a, 'm>, op: &'m Op) -> EvalResult {
    let a = ctx.arg(op, 0)?;
    let to = format_of(result_num(ctx, op));
    let s = op.enum_attr::<Signedness>("signedness") == Some(Signedness::Signed);
    let env = numeric::conversion_env(&to, numeric::Rounding::NearestEven).nan(ctx.prog.opts.nan);
    let mut out = Vec::with_capacity(a.len());
    for (i, &x) in a.data.iter().enumerate() {
        out.push(
            numeric::itof(x, a.width(), s, &to, &env)
                .map_err(|e| num_error(e, i, &a.shape))?
                .bits,
        );
    }
    let t = out_tile(ctx, op, out);
    ctx.set_tile(op.results[0], t);
    Ok(())
}

pub fn ftoi<'a, 'm>(ctx: &mut Ctx<'a, 'm>, op: &'m Op) -> EvalResult {
    let a = ctx.arg(op, 0)?;
    let from = format_of(a.num());
    let w = result_num(ctx, op).bit_width();
    let s = op.enum_attr::<Signedness>("signedness") == Some(Signedness::Signed);
    let sat = op.has_unit("saturating");
    let mut out = Vec::with_capacity(a.len());
    for (i, &x) in a.data.iter().enumerate() {
        // Into i1 the H100 computes x != 0 with or without `saturating` (docs/numerics.md).
        let nonzero_i1 = w == 1 && ctx.prog.opts.ftoi_i1 == numeric::FtoiI1::NonZero;
        let r = if sat && !nonzero_i1 {
            numeric::ftoi_saturating(&from, x, w, s)
        } else {
            numeric::ftoi(&from, x, w, s, ctx.prog.opts.ftoi_i1)
        };
        out.push(r.map_err(|e| num_error(e, i, &a.shape))?);
    }
    let t = out_tile(ctx, op, out);
    ctx.set_tile(op.results[0], t);
    Ok(())
}

pub fn ftof<'a, 'm>(ctx: &mut Ctx<'a, 'm>, op: &'m Op) -> EvalResult {
    let a = ctx.arg(op, 0)?;
    let from = format_of(a.num());
    let to = format_of(result_num(ctx, op));
    let mut mode = rounding_of(
        op.enum_attr::<RoundingMode>("rounding_mode")
            .unwrap_or(RoundingMode::NearestEven),
    );
    if crate::planted::active(crate::planted::Bug::FtofRounding)
        && from == numeric::F64
        && to == numeric::F32
        && mode == numeric::Rounding::NegativeInf
    {
        mode = numeric::Rounding::PositiveInf;
    }
    let env = numeric::conversion_env(&to, mode).nan(ctx.prog.opts.nan);
    let mut out = vec![0u64; a.len()];
    fast::map_convert(&from, &to, &env, &a.data, &mut out);
    let t = out_tile(ctx, op, out);
    ctx.set_tile(op.results[0], t);
    Ok(())
}

/// bitcast, int_to_ptr, ptr_to_int, ptr_to_ptr: the bits are kept.
pub fn reinterpret<'a, 'm>(ctx: &mut Ctx<'a, 'm>, op: &'m Op) -> EvalResult {
    let a = ctx.arg(op, 0)?;
    let w = match result_num(ctx, op) {
        e if ctx.result_elem(op, 0).is_ptr() || e == ElemType::I64 => 64,
        e => e.bit_width(),
    };
    let data = a.data.iter().map(|&x| x & int_ops::mask(w)).collect();
    let t = out_tile(ctx, op, data);
    ctx.set_tile(op.results[0], t);
    Ok(())
}

/// Bits one element occupies when packed (i1 is one bit, tf32 four bytes).
fn packed_bits(e: ElemType) -> u32 {
    match e {
        ElemType::TF32 => 32,
        e => e.bit_width(),
    }
}

/// The packed form of an element: tf32 sits in the upper 19 bits of a 32-bit word (an f32
/// with the low 13 mantissa bits zero), everything else as its own bits.
fn to_packed(e: ElemType, x: u64) -> u64 {
    if e == ElemType::TF32 {
        x << 13
    } else {
        x
    }
}

fn from_packed(e: ElemType, x: u64) -> u64 {
    if e == ElemType::TF32 {
        (x >> 13) & 0x7FFFF
    } else {
        x
    }
}

/// pack: reinterprets a rank-1 tile as little-endian bytes; sub-byte elements fill each byte
/// from the least significant bit (element 0 in bit 0, or in the low nibble).
pub fn pack<'a, 'm>(ctx: &mut Ctx<'a, 'm>, op: &'m Op) -> EvalResult {
    let a = ctx.arg(op, 0)?;
    let e = a.num();
    let bits = packed_bits(e) as usize;
    let mut bytes = vec![0u8; (a.len() * bits).div_ceil(8)];
    for (i, &x) in a.data.iter().enumerate() {
        let v = to_packed(e, x);
        for b in 0..bits {
            if (v >> b) & 1 == 1 {
                let pos = i * bits + b;
                bytes[pos / 8] |= 1 << (pos % 8);
            }
        }
    }
    let t = out_tile(ctx, op, bytes.into_iter().map(u64::from).collect());
    ctx.set_tile(op.results[0], t);
    Ok(())
}

pub fn unpack<'a, 'm>(ctx: &mut Ctx<'a, 'm>, op: &'m Op) -> EvalResult {
    let a = ctx.arg(op, 0)?;
    let e = result_num(ctx, op);
    let bits = packed_bits(e) as usize;
    let n = ctx.result_shape(op, 0).iter().product::<i64>() as usize;
    let mut out = Vec::with_capacity(n);
    for i in 0..n {
        let mut v = 0u64;
        for b in 0..bits {
            let pos = i * bits + b;
            if (a.data[pos / 8] >> (pos % 8)) & 1 == 1 {
                v |= 1 << b;
            }
        }
        out.push(from_packed(e, v));
    }
    let t = out_tile(ctx, op, out);
    ctx.set_tile(op.results[0], t);
    Ok(())
}
