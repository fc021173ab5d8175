//! Type constraints of operand and result groups, as the catalogue names them.

use crate::types::{ElemType, Type, ViewKind};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TypeClass {
    Any,
    /// Any tile.
    Tile,
    /// Tile of f16, bf16, f32 or f64.
    Float,
    /// Tile of any float element type (conversions).
    AnyFloat,
    /// Tile of i1, i8, i16, i32 or i64.
    Int,
    /// Tile of any integer including i4.
    Int4,
    /// Tile of a number type (no pointers, no i4).
    Number,
    I1,
    I8,
    I64,
    Ptr,
    ScalarInt,
    /// Index operand of a view access: a 0-D integer tile, or (at a gather/scatter view's
    /// sparse dimension) a 1-D integer tile; the verifier's view check decides which.
    ViewIndex,
    ScalarI1,
    ScalarI32,
    ScalarPtr,
    Token,
    TensorView,
    /// partition, strided or gather/scatter view.
    View,
    PartitionView,
    StridedView,
    GatherScatterView,
}

impl TypeClass {
    pub fn parse(s: &str) -> Option<TypeClass> {
        use TypeClass::*;
        Some(match s {
            "any" => Any,
            "tile" => Tile,
            "float" => Float,
            "anyfloat" => AnyFloat,
            "int" => Int,
            "int4" => Int4,
            "number" => Number,
            "i1" => I1,
            "i8" => I8,
            "i64" => I64,
            "ptr" => Ptr,
            "scalar_int" => ScalarInt,
            "view_index" => ViewIndex,
            "scalar_i1" => ScalarI1,
            "scalar_i32" => ScalarI32,
            "scalar_ptr" => ScalarPtr,
            "token" => Token,
            "tensor_view" => TensorView,
            "view" => View,
            "partition_view" => PartitionView,
            "strided_view" => StridedView,
            "gather_scatter_view" => GatherScatterView,
            _ => return None,
        })
    }

    pub fn accepts(self, t: &Type) -> bool {
        use TypeClass::*;
        let elem = t.elem_num();
        let scalar = t.tile().is_some_and(|tt| tt.rank() == 0);
        match self {
            Any => true,
            Tile => t.tile().is_some(),
            Float => elem.is_some_and(|e| e.is_base_float()),
            AnyFloat => elem.is_some_and(|e| e.is_float()),
            Int => elem.is_some_and(|e| e.is_any_int()),
            Int4 => elem.is_some_and(|e| e.is_int()),
            Number => elem.is_some_and(|e| e.is_number()),
            I1 => elem == Some(ElemType::I1),
            I8 => elem == Some(ElemType::I8),
            I64 => elem == Some(ElemType::I64),
            Ptr => t.tile().is_some_and(|tt| tt.elem.is_ptr()),
            ScalarInt => scalar && elem.is_some_and(|e| e.is_any_int()),
            ViewIndex => {
                t.tile().is_some_and(|tt| tt.rank() <= 1) && elem.is_some_and(|e| e.is_any_int())
            }
            ScalarI1 => scalar && elem == Some(ElemType::I1),
            ScalarI32 => scalar && elem == Some(ElemType::I32),
            ScalarPtr => scalar && t.tile().is_some_and(|tt| tt.elem.is_ptr()),
            Token => t.is_token(),
            TensorView => matches!(t, Type::TensorView(_)),
            View => matches!(t, Type::View(_)),
            PartitionView => matches!(t, Type::View(v) if v.kind == ViewKind::Partition),
            StridedView => matches!(t, Type::View(v) if matches!(v.kind, ViewKind::Strided { .. })),
            GatherScatterView => {
                matches!(t, Type::View(v) if matches!(v.kind, ViewKind::GatherScatter { .. }))
            }
        }
    }

    /// How diagnostics describe the class (in the words MLIR's ODS uses).
    pub fn describe(self) -> &'static str {
        use TypeClass::*;
        match self {
            Any => "any type",
            Tile => "tile",
            Float => "tile of f16 or bf16 or f32 or f64 values",
            AnyFloat => "tile of f16 or bf16 or f32 or f64 or tf32 or f8E4M3FN or f8E5M2 or f8E8M0FNU or f4E2M1FN values",
            Int => "tile of i1 or i8 or i16 or i32 or i64 values",
            Int4 => "tile of i1 or i4 or i8 or i16 or i32 or i64 values",
            Number => "tile of number values",
            I1 => "tile of i1 values",
            I8 => "tile of i8 values",
            I64 => "tile of i64 values",
            Ptr => "tile of Pointer type values",
            ScalarInt => "0D tile of i1 or i8 or i16 or i32 or i64 values",
            ViewIndex => "0D tile of i1 or i8 or i16 or i32 or i64 values (1-D at a gather/scatter sparse dimension)",
            ScalarI1 => "0D tile of i1 values",
            ScalarI32 => "0D tile of i32 values",
            ScalarPtr => "0D tile of Pointer type values",
            Token => "cuda tile token type",
            TensorView => "tensor_view",
            View => "TileView instance",
            PartitionView => "partition_view",
            StridedView => "strided_view",
            GatherScatterView => "gather_scatter_view",
        }
    }
}
