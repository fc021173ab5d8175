//! Tile IR types: element types with their bit layouts, tiles, pointers, views, tokens.

use crate::version::Version;
use std::fmt;

/// Every element type of Tile IR 13.1–13.5.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ElemType {
    I1,
    I4,
    I8,
    I16,
    I32,
    I64,
    F16,
    BF16,
    F32,
    F64,
    TF32,
    F8E4M3FN,
    F8E5M2,
    F8E8M0FNU,
    F4E2M1FN,
    FNV8E5M3FNU,
}

/// Bit layout of a floating-point element type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FloatLayout {
    pub signed: bool,
    pub exp_bits: u32,
    pub man_bits: u32,
    pub bias: i32,
}

impl ElemType {
    pub const ALL: [ElemType; 16] = [
        ElemType::I1,
        ElemType::I4,
        ElemType::I8,
        ElemType::I16,
        ElemType::I32,
        ElemType::I64,
        ElemType::F16,
        ElemType::BF16,
        ElemType::F32,
        ElemType::F64,
        ElemType::TF32,
        ElemType::F8E4M3FN,
        ElemType::F8E5M2,
        ElemType::F8E8M0FNU,
        ElemType::F4E2M1FN,
        ElemType::FNV8E5M3FNU,
    ];

    /// The spelling used in Tile IR text.
    pub fn name(self) -> &'static str {
        use ElemType::*;
        match self {
            I1 => "i1",
            I4 => "i4",
            I8 => "i8",
            I16 => "i16",
            I32 => "i32",
            I64 => "i64",
            F16 => "f16",
            BF16 => "bf16",
            F32 => "f32",
            F64 => "f64",
            TF32 => "tf32",
            F8E4M3FN => "f8E4M3FN",
            F8E5M2 => "f8E5M2",
            F8E8M0FNU => "f8E8M0FNU",
            F4E2M1FN => "f4E2M1FN",
            FNV8E5M3FNU => "fnv8E5M3FNU",
        }
    }

    pub fn from_name(s: &str) -> Option<ElemType> {
        ElemType::ALL.iter().copied().find(|e| e.name() == s)
    }

    /// The dialect version that introduced the type.
    pub fn since(self) -> Version {
        use ElemType::*;
        match self {
            F8E8M0FNU => Version::V13_2,
            I4 | F4E2M1FN => Version::V13_3,
            FNV8E5M3FNU => Version::V13_4,
            _ => Version::V13_1,
        }
    }

    pub fn is_int(self) -> bool {
        matches!(
            self,
            ElemType::I1
                | ElemType::I4
                | ElemType::I8
                | ElemType::I16
                | ElemType::I32
                | ElemType::I64
        )
    }

    /// Integers usable in arithmetic (`AnyInt`): every integer but i4.
    pub fn is_any_int(self) -> bool {
        self.is_int() && self != ElemType::I4
    }

    pub fn is_float(self) -> bool {
        !self.is_int()
    }

    /// f16, bf16, f32, f64: the types of arithmetic and math ops.
    pub fn is_base_float(self) -> bool {
        matches!(
            self,
            ElemType::F16 | ElemType::BF16 | ElemType::F32 | ElemType::F64
        )
    }

    /// Types allowed as pointee, tensor_view element, constant and bitcast operand.
    pub fn is_number(self) -> bool {
        self != ElemType::I4
    }

    /// The MLIR bit width (tf32 is 19, f4 is 4, i1 is 1).
    pub fn bit_width(self) -> u32 {
        use ElemType::*;
        match self {
            I1 => 1,
            I4 | F4E2M1FN => 4,
            I8 | F8E4M3FN | F8E5M2 | F8E8M0FNU | FNV8E5M3FNU => 8,
            I16 | F16 | BF16 => 16,
            TF32 => 19,
            I32 | F32 => 32,
            I64 | F64 => 64,
        }
    }

    /// Bits one element occupies in global memory (i1 takes a byte, tf32 four bytes, f4 half a byte).
    pub fn storage_bits(self) -> u32 {
        match self {
            ElemType::I1 => 8,
            ElemType::TF32 => 32,
            e => e.bit_width(),
        }
    }

    /// Bytes one element occupies in memory, rounded up (f4 counts as 1 for alignment purposes).
    pub fn storage_bytes(self) -> u64 {
        (self.storage_bits() as u64).div_ceil(8)
    }

    pub fn float_layout(self) -> Option<FloatLayout> {
        use ElemType::*;
        let (signed, exp_bits, man_bits, bias) = match self {
            F16 => (true, 5, 10, 15),
            BF16 => (true, 8, 7, 127),
            F32 => (true, 8, 23, 127),
            F64 => (true, 11, 52, 1023),
            TF32 => (true, 8, 10, 127),
            F8E4M3FN => (true, 4, 3, 7),
            F8E5M2 => (true, 5, 2, 15),
            F8E8M0FNU => (false, 8, 0, 127),
            F4E2M1FN => (true, 2, 1, 1),
            FNV8E5M3FNU => (false, 5, 3, 15),
            _ => return None,
        };
        Some(FloatLayout {
            signed,
            exp_bits,
            man_bits,
            bias,
        })
    }
}

impl fmt::Display for ElemType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The 13.4 pointer attribute.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PtrAttr {
    None,
    Unicast,
    Multicast,
}

impl PtrAttr {
    pub fn name(self) -> &'static str {
        match self {
            PtrAttr::None => "none",
            PtrAttr::Unicast => "unicast",
            PtrAttr::Multicast => "multicast",
        }
    }
    pub fn from_name(s: &str) -> Option<PtrAttr> {
        [PtrAttr::None, PtrAttr::Unicast, PtrAttr::Multicast]
            .into_iter()
            .find(|p| p.name() == s)
    }
}

/// `ptr<E>` with the optional 13.4 attribute.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct PtrType {
    pub pointee: ElemType,
    pub attr: Option<PtrAttr>,
}

/// The element of a tile: a number or a pointer.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Elem {
    Num(ElemType),
    Ptr(PtrType),
}

impl Elem {
    pub fn num(self: &Elem) -> Option<ElemType> {
        match self {
            Elem::Num(e) => Some(*e),
            Elem::Ptr(_) => None,
        }
    }
    pub fn is_ptr(&self) -> bool {
        matches!(self, Elem::Ptr(_))
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct TileType {
    pub shape: Vec<i64>,
    pub elem: Elem,
}

impl TileType {
    pub fn new(shape: Vec<i64>, elem: Elem) -> Self {
        TileType { shape, elem }
    }
    pub fn scalar(e: ElemType) -> Self {
        TileType {
            shape: vec![],
            elem: Elem::Num(e),
        }
    }
    pub fn rank(&self) -> usize {
        self.shape.len()
    }
    /// Element count, saturating (verified shapes never saturate).
    pub fn num_elements(&self) -> u64 {
        self.shape
            .iter()
            .fold(1u64, |a, &d| a.saturating_mul(d.max(0) as u64))
    }
    pub fn with_elem(&self, elem: Elem) -> TileType {
        TileType {
            shape: self.shape.clone(),
            elem,
        }
    }
    pub fn with_shape(&self, shape: Vec<i64>) -> TileType {
        TileType {
            shape,
            elem: self.elem.clone(),
        }
    }
}

/// A static or dynamic (`?`) extent or stride.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Dim {
    Static(i64),
    Dynamic,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct TensorViewType {
    pub shape: Vec<Dim>,
    pub strides: Vec<Dim>,
    pub elem: ElemType,
    pub ptr_attr: Option<PtrAttr>,
}

/// Padding values of tiled views.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Padding {
    Zero,
    NegZero,
    Nan,
    PosInf,
    NegInf,
}

impl Padding {
    pub const ALL: [Padding; 5] = [
        Padding::Zero,
        Padding::NegZero,
        Padding::Nan,
        Padding::PosInf,
        Padding::NegInf,
    ];
    pub fn name(self) -> &'static str {
        match self {
            Padding::Zero => "zero",
            Padding::NegZero => "neg_zero",
            Padding::Nan => "nan",
            Padding::PosInf => "pos_inf",
            Padding::NegInf => "neg_inf",
        }
    }
    pub fn from_name(s: &str) -> Option<Padding> {
        Padding::ALL.into_iter().find(|p| p.name() == s)
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum ViewKind {
    Partition,
    /// 13.3: tile origins step by `traversal_strides`.
    Strided {
        traversal_strides: Vec<i64>,
    },
    /// 13.3: one dimension addressed by an index tile.
    GatherScatter {
        sparse_dim: i64,
    },
}

/// partition_view, strided_view and gather_scatter_view.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct TiledViewType {
    pub kind: ViewKind,
    pub tile: Vec<i64>,
    pub padding: Option<Padding>,
    pub tensor_view: TensorViewType,
    /// Always explicit here; the identity is omitted in text.
    pub dim_map: Vec<i64>,
}

impl TiledViewType {
    pub fn keyword(&self) -> &'static str {
        match self.kind {
            ViewKind::Partition => "partition_view",
            ViewKind::Strided { .. } => "strided_view",
            ViewKind::GatherScatter { .. } => "gather_scatter_view",
        }
    }
    pub fn dim_map_is_identity(&self) -> bool {
        self.dim_map.iter().enumerate().all(|(i, &d)| d == i as i64)
    }
}

/// Builtin MLIR scalar types that appear in attributes (`0.0 : f32`, `1 : i32`).
pub type BuiltinType = ElemType;

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Type {
    Tile(TileType),
    /// A bare `ptr<E>` (only legal as a test-function argument).
    Ptr(PtrType),
    TensorView(TensorViewType),
    View(TiledViewType),
    Token,
    /// A builtin scalar (`f32`, `i32`) as used in typed attributes and test functions.
    Builtin(BuiltinType),
    /// `(inputs) -> (results)`, used by the generic op form.
    Function(Vec<Type>, Vec<Type>),
}

impl Type {
    pub fn tile(&self) -> Option<&TileType> {
        match self {
            Type::Tile(t) => Some(t),
            _ => None,
        }
    }
    pub fn is_token(&self) -> bool {
        matches!(self, Type::Token)
    }
    pub fn is_view(&self) -> bool {
        matches!(self, Type::TensorView(_) | Type::View(_))
    }
    pub fn scalar(e: ElemType) -> Type {
        Type::Tile(TileType::scalar(e))
    }
    pub fn tile_of(shape: Vec<i64>, e: ElemType) -> Type {
        Type::Tile(TileType::new(shape, Elem::Num(e)))
    }
    /// The element type of a number tile.
    pub fn elem_num(&self) -> Option<ElemType> {
        self.tile().and_then(|t| t.elem.num())
    }
    /// The oldest dialect version in which this type exists.
    pub fn since(&self) -> Version {
        fn elem(e: &Elem) -> Version {
            match e {
                Elem::Num(n) => n.since(),
                Elem::Ptr(p) => ptr(p),
            }
        }
        fn ptr(p: &PtrType) -> Version {
            let a = if p.attr.is_some() {
                Version::V13_4
            } else {
                Version::V13_1
            };
            a.max(p.pointee.since())
        }
        fn tv(t: &TensorViewType) -> Version {
            let a = if t.ptr_attr.is_some() {
                Version::V13_4
            } else {
                Version::V13_1
            };
            a.max(t.elem.since())
        }
        match self {
            Type::Tile(t) => elem(&t.elem),
            Type::Ptr(p) => ptr(p),
            Type::TensorView(t) => tv(t),
            Type::View(v) => {
                let k = match v.kind {
                    ViewKind::Partition => Version::V13_1,
                    _ => Version::V13_3,
                };
                k.max(tv(&v.tensor_view))
            }
            Type::Token | Type::Builtin(_) => Version::V13_1,
            Type::Function(a, b) => a
                .iter()
                .chain(b)
                .map(|t| t.since())
                .max()
                .unwrap_or(Version::V13_1),
        }
    }
}

impl fmt::Display for Type {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&crate::text::printer::type_to_string(self))
    }
}
