//! Runtime values: tiles (shape + element bit patterns), tokens and views.

use std::sync::Arc;
use tileref_spec::types::{Elem, ElemType, TiledViewType, Type};

/// A tile: row-major element bit patterns (floats as their bits, integers zero-extended,
/// i1 as 0/1, pointers as 64-bit addresses).
#[derive(Clone, Debug, PartialEq)]
pub struct Tile {
    pub shape: Vec<i64>,
    pub elem: Elem,
    pub data: Vec<u64>,
}

impl Tile {
    pub fn new(shape: Vec<i64>, elem: Elem, data: Vec<u64>) -> Tile {
        debug_assert_eq!(data.len() as i64, shape.iter().product::<i64>());
        Tile { shape, elem, data }
    }
    pub fn scalar(elem: ElemType, bits: u64) -> Tile {
        Tile {
            shape: vec![],
            elem: Elem::Num(elem),
            data: vec![bits],
        }
    }
    pub fn len(&self) -> usize {
        self.data.len()
    }
    pub fn is_empty(&self) -> bool {
        self.data.is_empty()
    }
    pub fn num(&self) -> ElemType {
        match &self.elem {
            Elem::Num(e) => *e,
            Elem::Ptr(_) => ElemType::I64,
        }
    }
    /// Width in bits of one element as the arithmetic sees it (pointers are 64-bit).
    pub fn width(&self) -> u32 {
        match &self.elem {
            Elem::Num(e) => e.bit_width(),
            Elem::Ptr(_) => 64,
        }
    }
    /// Row-major strides in elements.
    pub fn strides(&self) -> Vec<usize> {
        row_major_strides(&self.shape)
    }
}

pub fn row_major_strides(shape: &[i64]) -> Vec<usize> {
    let mut s = vec![1usize; shape.len()];
    for i in (0..shape.len().saturating_sub(1)).rev() {
        s[i] = s[i + 1] * shape[i + 1] as usize;
    }
    s
}

/// Multi-index of linear position `i` in `shape`.
pub fn unravel(mut i: usize, shape: &[i64]) -> Vec<i64> {
    let mut idx = vec![0i64; shape.len()];
    for d in (0..shape.len()).rev() {
        let n = shape[d] as usize;
        idx[d] = (i % n) as i64;
        i /= n;
    }
    idx
}

/// A token: the clock of everything its consumers come after (see `concurrency`); empty for
/// a fresh token, and always empty when race detection is off.
#[derive(Clone, Debug, PartialEq)]
pub struct Token {
    pub clock: Arc<crate::concurrency::clock::Clock>,
}

impl Default for Token {
    /// The empty token, sharing one empty clock (tokens are made by every memory op).
    fn default() -> Token {
        static EMPTY: std::sync::OnceLock<Arc<crate::concurrency::clock::Clock>> =
            std::sync::OnceLock::new();
        Token {
            clock: EMPTY.get_or_init(Default::default).clone(),
        }
    }
}

/// A tensor_view at run time: base address, extents and strides in elements.
#[derive(Clone, Debug, PartialEq)]
pub struct TensorView {
    pub base: u64,
    pub shape: Vec<u64>,
    pub strides: Vec<u64>,
    pub elem: ElemType,
}

/// A partition, strided or gather/scatter view at run time.
#[derive(Clone, Debug, PartialEq)]
pub struct TileView {
    pub tv: Arc<TensorView>,
    /// The view's declared type (shared by every view a launch makes from one value).
    pub ty: Arc<TiledViewType>,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    Tile(Arc<Tile>),
    Token(Token),
    TensorView(Arc<TensorView>),
    View(Arc<TileView>),
}

impl Value {
    pub fn tile(t: Tile) -> Value {
        Value::Tile(Arc::new(t))
    }
    pub fn as_tile(&self) -> Option<&Arc<Tile>> {
        match self {
            Value::Tile(t) => Some(t),
            _ => None,
        }
    }
    pub fn type_matches(&self, t: &Type) -> bool {
        match (self, t) {
            (Value::Tile(v), Type::Tile(tt)) => v.shape == tt.shape && v.elem == tt.elem,
            (Value::Token(_), Type::Token) => true,
            (Value::TensorView(_), Type::TensorView(_)) => true,
            (Value::View(_), Type::View(_)) => true,
            _ => false,
        }
    }
}

/// The values of one tile block (or of the ops hoisted out of all blocks) by value id, with
/// the bytes of tile data they hold: a kernel may pile up tiles of up to 2^24 elements each,
/// and the launch stops at `Options::max_memory` rather than exhaust the host's memory.
/// A tile that two slots share counts twice (a bound, not an exact measure).
#[derive(Clone, Debug, Default)]
pub struct Env {
    slots: Vec<Option<Value>>,
    tile_bytes: u64,
}

impl Env {
    pub fn new(values: usize) -> Env {
        Env {
            slots: vec![None; values],
            tile_bytes: 0,
        }
    }
    pub fn get(&self, i: usize) -> Option<&Value> {
        self.slots.get(i).and_then(|x| x.as_ref())
    }
    pub fn is_set(&self, i: usize) -> bool {
        self.get(i).is_some()
    }
    pub fn set(&mut self, i: usize, v: Option<Value>) {
        let new = v.as_ref().map_or(0, tile_bytes);
        let old = std::mem::replace(&mut self.slots[i], v);
        self.tile_bytes = self.tile_bytes - old.as_ref().map_or(0, tile_bytes) + new;
    }
    /// Bytes of tile data held (8 per element, as stored).
    pub fn tile_bytes(&self) -> u64 {
        self.tile_bytes
    }
    pub fn into_slots(self) -> Vec<Option<Value>> {
        self.slots
    }
}

fn tile_bytes(v: &Value) -> u64 {
    match v {
        Value::Tile(t) => t.data.len() as u64 * 8,
        _ => 0,
    }
}
