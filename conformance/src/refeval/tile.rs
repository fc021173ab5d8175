//! Values of the evaluator: tiles of element bit patterns (row-major), views, tokens; and the
//! row-major index arithmetic everything else is written with.

use super::RefError;
use tileref_spec::types::{Elem as SpecElem, ElemType, Type};

/// The element of a tile: a number, or a pointer (a byte address) to one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Elem {
    Num(ElemType),
    Ptr(ElemType),
}

/// A tile: its shape and one bit pattern per element in row-major order. Numbers keep the low
/// `bit_width` bits of their type (tf32 its 19-bit pattern, i1 0 or 1).
#[derive(Clone, Debug, PartialEq)]
pub struct Tile {
    pub shape: Vec<usize>,
    pub elem: Elem,
    pub bits: Vec<u64>,
}

impl Tile {
    pub fn new(shape: Vec<usize>, elem: Elem, bits: Vec<u64>) -> Tile {
        debug_assert_eq!(shape.iter().product::<usize>(), bits.len());
        Tile { shape, elem, bits }
    }
    pub fn scalar(elem: Elem, bits: u64) -> Tile {
        Tile {
            shape: vec![],
            elem,
            bits: vec![bits],
        }
    }
    /// The number type of the elements (pointers are not numbers).
    pub fn num(&self) -> Result<ElemType, RefError> {
        match self.elem {
            Elem::Num(e) => Ok(e),
            Elem::Ptr(_) => Err(RefError::Unsupported(
                "a pointer tile where numbers are expected".into(),
            )),
        }
    }
    /// The value of a rank-0 tile.
    pub fn single(&self) -> u64 {
        self.bits[0]
    }
}

/// A tensor_view: base address, shape and strides in elements.
#[derive(Clone, Debug, PartialEq)]
pub struct TensorView {
    pub base: u64,
    pub elem: ElemType,
    pub shape: Vec<u64>,
    pub strides: Vec<u64>,
}

/// A partition_view or strided_view over a tensor view: tile `i` covers tensor dimension
/// `dim_map[i]`, and its origin steps by `step[i]` (the tile size, or the traversal stride).
#[derive(Clone, Debug, PartialEq)]
pub struct TiledView {
    pub tensor: TensorView,
    pub tile: Vec<usize>,
    pub step: Vec<u64>,
    pub dim_map: Vec<usize>,
    pub padding: Option<tileref_spec::types::Padding>,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    Tile(Tile),
    Tensor(TensorView),
    View(TiledView),
    /// A token: the memory events of this tile block ordered before it (their ids, sorted).
    Token(Vec<u32>),
}

/// Shape and element of a tile type.
pub fn tile_type(t: &Type) -> Result<(Vec<usize>, Elem), RefError> {
    let Type::Tile(t) = t else {
        return Err(RefError::Unsupported(format!(
            "expected a tile type, found {t}"
        )));
    };
    let shape = t.shape.iter().map(|&d| d as usize).collect();
    let elem = match &t.elem {
        SpecElem::Num(e) => Elem::Num(*e),
        SpecElem::Ptr(p) => Elem::Ptr(p.pointee),
    };
    Ok((shape, elem))
}

/// The multi-index of row-major position `i`.
pub fn unravel(mut i: usize, shape: &[usize]) -> Vec<usize> {
    let mut idx = vec![0; shape.len()];
    for d in (0..shape.len()).rev() {
        idx[d] = i % shape[d];
        i /= shape[d];
    }
    idx
}

/// The row-major position of a multi-index.
pub fn ravel(idx: &[usize], shape: &[usize]) -> usize {
    idx.iter().zip(shape).fold(0, |acc, (&i, &n)| acc * n + i)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ravel_inverts_unravel() {
        let shape = [2, 3, 4];
        for i in 0..24 {
            let idx = unravel(i, &shape);
            assert_eq!(ravel(&idx, &shape), i);
            // Row-major strides of 2x3x4 are 12, 4, 1.
            assert_eq!(idx[0] * 12 + idx[1] * 4 + idx[2], i);
        }
        assert_eq!(unravel(0, &[]), Vec::<usize>::new());
        assert_eq!(ravel(&[], &[]), 0);
    }
}
