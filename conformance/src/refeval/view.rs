//! Tensor, partition and strided views (digest 7.1–7.3, 7.5): which tensor element each tile
//! element maps to, and the loads and stores through them.

use super::memory::{place, Access, Memory, Place};
use super::tile::{unravel, Elem, Tile, TiledView};
use super::{ub, unsupported, RefError};
use tileref_spec::types::{ElemType, Padding};

/// Where each tile element of the view's tile at `index` lives: its place in memory, or None
/// when it lies outside the tensor (a partial tile).
pub fn footprint(
    v: &TiledView,
    index: &[u64],
    inbounds: &[bool],
) -> Result<Vec<Option<Place>>, RefError> {
    let tv = &v.tensor;
    let r = v.tile.len();
    if index.len() != r || tv.shape.len() != r {
        return Err(unsupported("view index count differs from the view rank"));
    }
    // Origin of the tile along each tensor dimension: c[m_i] = I_i·step_i + j_i.
    let mut origin = vec![0u128; r];
    for i in 0..r {
        let extent = tv.shape[v.dim_map[i]] as u128;
        let space = extent.div_ceil(v.step[i] as u128);
        if index[i] as u128 >= space {
            return Err(ub(
                "view-index-out-of-range",
                format!("index {} of dimension {i} is not below {space}", index[i]),
            ));
        }
        origin[v.dim_map[i]] = index[i] as u128 * v.step[i] as u128;
        if inbounds.get(i) == Some(&true) && origin[v.dim_map[i]] + v.tile[i] as u128 > extent {
            return Err(ub("inbounds-violated", format!("inbounds = true along dimension {i}, but the tile ends past the tensor's extent {extent}")));
        }
    }
    let n = v.tile.iter().product();
    let size = tv.elem.storage_bytes() as u128;
    let mut offsets = Vec::with_capacity(n);
    for j in 0..n {
        let jt = unravel(j, &v.tile);
        let mut c = origin.clone();
        for i in 0..r {
            c[v.dim_map[i]] += jt[i] as u128;
        }
        if c.iter().zip(&tv.shape).any(|(&c, &s)| c >= s as u128) {
            offsets.push(None);
            continue;
        }
        // The linear offset must stay within signed 64 bits, in elements and in bytes.
        let off: u128 = c
            .iter()
            .zip(&tv.strides)
            .map(|(&c, &s)| c * s as u128)
            .sum();
        if off > i64::MAX as u128 || off * size > i64::MAX as u128 {
            return Err(ub(
                "offset-overflow",
                format!("the linear offset {off} of tile element {j} overflows signed 64 bits"),
            ));
        }
        offsets.push(Some(off as u64));
    }
    offsets
        .into_iter()
        .map(|o| match o {
            None => Ok(None),
            Some(o) => place(tv.elem, tv.base, o).map(Some).ok_or_else(|| {
                ub(
                    "out-of-bounds",
                    format!(
                        "element offset {o} from 0x{:x} leaves the address space",
                        tv.base
                    ),
                )
            }),
        })
        .collect()
}

/// The bits of a padding value in a float or integer type (docs/semantics.md: NaN is the quiet
/// NaN with only the top mantissa bit set; +inf into a format without infinities gives its
/// NaN). Where the choice is not written down (f4 and e8m0 beyond zeros, −inf into e4m3fn)
/// the evaluator has no answer.
pub fn padding_bits(e: ElemType, p: Padding) -> Result<u64, RefError> {
    let none = || {
        unsupported(format!(
            "padding_value = {} on {} is not documented",
            p.name(),
            e.name()
        ))
    };
    if p == Padding::Zero && e != ElemType::F8E8M0FNU && e != ElemType::FNV8E5M3FNU {
        return Ok(0);
    }
    let Some(l) = e.float_layout().filter(|l| l.signed) else {
        return Err(none());
    };
    let sign = 1u64 << (l.exp_bits + l.man_bits);
    let exp_all = ((1u64 << l.exp_bits) - 1) << l.man_bits;
    let has_inf = !matches!(e, ElemType::F8E4M3FN | ElemType::F4E2M1FN);
    let nan = match e {
        ElemType::F4E2M1FN => {
            return if p == Padding::NegZero {
                Ok(sign)
            } else {
                Err(none())
            }
        }
        ElemType::F8E4M3FN => 0x7F, // S.1111.111 is its only NaN
        _ => exp_all | 1 << (l.man_bits - 1),
    };
    Ok(match p {
        Padding::Zero => 0,
        Padding::NegZero => sign,
        Padding::Nan => nan,
        Padding::PosInf if has_inf => exp_all,
        Padding::NegInf if has_inf => sign | exp_all,
        Padding::PosInf => nan,
        // e4m3fn has a NaN of either sign; which one −inf becomes is not written down.
        Padding::NegInf => return Err(none()),
    })
}

/// load_view_tko: in-bounds elements from memory, the rest the padding value (or 0, tileref's
/// reading of an unspecified value).
pub fn load(
    mem: &mut Memory,
    v: &TiledView,
    index: &[u64],
    inbounds: &[bool],
    a: &Access,
) -> Result<Tile, RefError> {
    let places = footprint(v, index, inbounds)?;
    let e = v.tensor.elem;
    let pad = match (v.padding, places.iter().any(|p| p.is_none())) {
        (Some(p), true) => padding_bits(e, p)?,
        _ => 0,
    };
    let bits = places
        .iter()
        .map(|p| p.map_or(Ok(pad), |p| mem.read(e, p, a)))
        .collect::<Result<_, _>>()?;
    Ok(Tile::new(v.tile.clone(), Elem::Num(e), bits))
}

/// store_view_tko: out-of-bounds elements are not written.
pub fn store(
    mem: &mut Memory,
    v: &TiledView,
    index: &[u64],
    inbounds: &[bool],
    t: &Tile,
    a: &Access,
) -> Result<(), RefError> {
    let places = footprint(v, index, inbounds)?;
    for (p, &b) in places.iter().zip(&t.bits) {
        if let Some(p) = p {
            mem.write(v.tensor.elem, *p, b, a)?;
        }
    }
    Ok(())
}
