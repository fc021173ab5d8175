//! Pointer tiles: offset arithmetic and the element-wise loads and stores through them.

use super::exec::{Block, Res};
use super::memory::{place, Access, Memory};
use super::tile::{Elem, Tile, Value};
use super::{ub, unsupported};
use crate::oracle::int::sext;
use tileref_spec::ir::Op;
use tileref_spec::types::ElemType;

impl Block<'_> {
    /// offset: ptr + offset · (pointee bytes); the offset is signed, the pointer unsigned.
    pub(super) fn offset(&self, op: &Op) -> Res<Vec<Value>> {
        let p = self.operand(op, "ptr")?;
        let o = self.operand(op, "offset")?;
        let Elem::Ptr(pointee) = p.elem else {
            return Err(unsupported("offset of a non-pointer"));
        };
        if matches!(pointee, ElemType::F4E2M1FN | ElemType::I4) {
            return Err(unsupported(
                "pointer arithmetic on 4-bit pointees is not defined",
            ));
        }
        let w = o.num()?.bit_width();
        let size = pointee.storage_bytes() as i128;
        let bits = p
            .bits
            .iter()
            .zip(&o.bits)
            .map(|(&ptr, &off)| {
                let scaled = sext(off, w) * size;
                let sum = ptr as i128 + scaled;
                if scaled < i64::MIN as i128
                    || scaled > i64::MAX as i128
                    || !(0..=u64::MAX as i128).contains(&sum)
                {
                    return Err(ub(
                        "offset-overflow",
                        format!("0x{ptr:x} + {} · {size} overflows", sext(off, w)),
                    ));
                }
                Ok(sum as u64)
            })
            .collect::<Res<_>>()?;
        self.out(op, bits)
    }

    /// The pointee of a pointer tile that element accesses can use (not 4-bit).
    fn pointee(t: &Tile) -> Res<ElemType> {
        match t.elem {
            Elem::Ptr(e) if !matches!(e, ElemType::F4E2M1FN | ElemType::I4) => Ok(e),
            Elem::Ptr(e) => Err(unsupported(format!("pointer access to {}", e.name()))),
            Elem::Num(_) => Err(unsupported("a memory access through numbers")),
        }
    }

    /// load_ptr_tko: masked-off elements take the padding operand, or 0 (tileref's reading of
    /// an undefined value).
    pub(super) fn load_ptr(&mut self, op: &Op, mem: &mut Memory) -> Res<Vec<Value>> {
        let (ev, clock) = self.event(op)?;
        let ptrs = self.operand(op, "source")?;
        let e = Self::pointee(ptrs)?;
        let mask_t = op.opt("mask").map(|m| self.tile(m)).transpose()?;
        let pad = op.opt("paddingValue").map(|m| self.tile(m)).transpose()?;
        let a = Access {
            block: self.linear,
            event: ev,
            clock: &clock,
            write: false,
        };
        let mut bits = Vec::with_capacity(ptrs.bits.len());
        for (i, &addr) in ptrs.bits.iter().enumerate() {
            if mask_t.is_some_and(|m| m.bits[i] & 1 == 0) {
                bits.push(pad.map_or(0, |p| p.bits[i]));
            } else {
                let p = place(e, addr, 0).expect("offset 0");
                bits.push(mem.read(e, p, &a)?);
            }
        }
        let (shape, _) = self.result_type(op, 0)?;
        Ok(vec![
            Value::Tile(Tile::new(shape, Elem::Num(e), bits)),
            Self::token_after(ev, clock),
        ])
    }

    /// store_ptr_tko: masked-off elements are not written.
    pub(super) fn store_ptr(&mut self, op: &Op, mem: &mut Memory) -> Res<Vec<Value>> {
        let (ev, clock) = self.event(op)?;
        let ptrs = self.operand(op, "destination")?;
        let e = Self::pointee(ptrs)?;
        let vals = self.operand(op, "value")?;
        let mask_t = op.opt("mask").map(|m| self.tile(m)).transpose()?;
        let a = Access {
            block: self.linear,
            event: ev,
            clock: &clock,
            write: true,
        };
        for (i, &addr) in ptrs.bits.iter().enumerate() {
            if mask_t.is_none_or(|m| m.bits[i] & 1 != 0) {
                mem.write(e, place(e, addr, 0).expect("offset 0"), vals.bits[i], &a)?;
            }
        }
        Ok(vec![Self::token_after(ev, clock)])
    }
}
