//! Extents (General Principles › Extents), tiles and tile like types (› Tiles), tensor spans
//! (› Tensor Span) and partition views (Partition View).

use super::rule::{ill, IllFormed, Rule};
use super::scalar::{IntKind, Platform, Scalar};
use std::fmt;

/// A `ct::extents<IndexType, E0, E1, …>` type; `None` is `ct::dynamic_extent`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Extents {
    pub index: IntKind,
    pub dims: Vec<Option<u64>>,
}

impl Extents {
    /// `ct::shape<…>`: `uint32_t` index type, all dimensions static.
    pub fn shape(dims: &[u64]) -> Extents {
        Extents {
            index: IntKind::UInt,
            dims: dims.iter().map(|&d| Some(d)).collect(),
        }
    }
    /// extents rank.
    pub fn rank(&self) -> usize {
        self.dims.len()
    }
    /// dynamic rank: the number of dynamic dimensions.
    pub fn rank_dynamic(&self) -> usize {
        self.dims.iter().filter(|d| d.is_none()).count()
    }
    /// `E::static_extent(i)`; `None` stands for `ct::dynamic_extent`.
    pub fn static_extent(&self, i: usize) -> Option<u64> {
        self.dims[i]
    }
    /// shape like: every dimension is static.
    pub fn is_shape_like(&self) -> bool {
        self.rank_dynamic() == 0
    }
    /// The static dimensions, when the type is shape like.
    pub fn static_dims(&self) -> Option<Vec<u64>> {
        self.dims.iter().copied().collect()
    }
    /// The shape of an object of this type given the values of its dynamic dimensions in order
    /// (`ct::extents<uint32_t, ct::dynamic_extent, 8>{4}` has shape 4 × 8).
    pub fn object_shape(&self, dynamic: &[u64]) -> Result<Vec<u64>, IllFormed> {
        if dynamic.len() != self.rank_dynamic() {
            return ill(
                Rule::Extents,
                format!(
                    "{} dynamic extents given for a type of dynamic rank {}",
                    dynamic.len(),
                    self.rank_dynamic()
                ),
            );
        }
        let mut it = dynamic.iter();
        Ok(self
            .dims
            .iter()
            .map(|d| d.unwrap_or_else(|| *it.next().unwrap()))
            .collect())
    }
    /// Checks that every static extent is representable in the index type (undefined behavior
    /// otherwise; reported as ill-formed here since it is known statically).
    pub fn check(&self, p: &Platform) -> Result<(), IllFormed> {
        if self.index == IntKind::Bool {
            return ill(
                Rule::Extents,
                "the index type of an extents type must be an integer type other than bool",
            );
        }
        for d in self.dims.iter().flatten() {
            if (*d as i128) > self.index.max_value(p) {
                return ill(
                    Rule::Extents,
                    format!(
                        "static extent {d} is not representable in the index type {}",
                        self.index.name()
                    ),
                );
            }
        }
        Ok(())
    }
}

/// extents size: the product of the dimensions (1 for rank 0), exact (saturating at `u128::MAX`,
/// far beyond any tile limit).
pub fn size(shape: &[u64]) -> u128 {
    shape
        .iter()
        .fold(1u128, |a, &d| a.saturating_mul(d as u128))
}

/// extent equivalent: same rank and equal extents, whatever the index types.
pub fn extent_equivalent(a: &[u64], b: &[u64]) -> bool {
    a == b
}

/// shape equivalent: two shape like types whose instances are all extent equivalent.
pub fn shape_equivalent(a: &Extents, b: &Extents) -> bool {
    match (a.static_dims(), b.static_dims()) {
        (Some(x), Some(y)) => x == y,
        _ => false,
    }
}

/// extents index space, in row-major order.
pub fn index_space(shape: &[u64]) -> Vec<Vec<u64>> {
    let n = size(shape);
    let mut out = Vec::with_capacity(n.min(1 << 20) as usize);
    let mut idx = vec![0u64; shape.len()];
    for _ in 0..n {
        out.push(idx.clone());
        for d in (0..shape.len()).rev() {
            idx[d] += 1;
            if idx[d] < shape[d] {
                break;
            }
            idx[d] = 0;
        }
    }
    out
}

/// row major arrangement: the position of index `i` in the row-major sequence of a tile of
/// shape `shape`.
pub fn row_major_position(shape: &[u64], i: &[u64]) -> u64 {
    i.iter().zip(shape).fold(0u64, |acc, (&x, &d)| acc * d + x)
}

/// tile compatible shape: conditions 1 (uint32_t index type), 2 (powers of two), 3 and 4
/// (implementation limits) and 5 (a specialization of `ct::extents`, true of every `Extents`).
pub fn check_tile_compatible(e: &Extents, p: &Platform) -> Result<(), IllFormed> {
    let shown = extents_to_string(e);
    if e.index != IntKind::UInt || IntKind::UInt.size_bits(p) != 32 {
        return ill(
            Rule::TileCompatibleShape,
            format!("{shown} is not tile compatible: its index type is not uint32_t (condition 1)"),
        );
    }
    let Some(dims) = e.static_dims() else {
        return ill(Rule::TileCompatibleShape, format!("{shown} is not tile compatible: it has a dynamic dimension, so it is not shape like"));
    };
    check_tile_shape(&dims, p).map_err(|mut x| {
        x.reason = format!("{shown} is not tile compatible: {}", x.reason);
        x
    })
}

/// The conditions of tile compatible shape that concern the dimension values.
pub fn check_tile_shape(dims: &[u64], p: &Platform) -> Result<(), IllFormed> {
    for &d in dims {
        if !d.is_power_of_two() {
            return ill(
                Rule::TileCompatibleShape,
                format!("{d} is not a power of two (condition 2)"),
            );
        }
        if d > p.max_tile_dim {
            return ill(
                Rule::TileCompatibleShape,
                format!(
                    "dimension {d} exceeds the limit {} (condition 3)",
                    p.max_tile_dim
                ),
            );
        }
    }
    if size(dims) > p.max_tile_size as u128 {
        return ill(
            Rule::TileCompatibleShape,
            format!(
                "size {} exceeds the limit {} (condition 4)",
                size(dims),
                p.max_tile_size
            ),
        );
    }
    Ok(())
}

pub fn shape_to_string(dims: &[u64]) -> String {
    let d: Vec<String> = dims.iter().map(|d| d.to_string()).collect();
    format!("ct::shape<{}>", d.join(", "))
}

pub fn extents_to_string(e: &Extents) -> String {
    if e.index == IntKind::UInt && e.is_shape_like() {
        return shape_to_string(&e.static_dims().unwrap());
    }
    let mut s = format!("ct::extents<{}", index_type_name(e.index));
    for d in &e.dims {
        match d {
            Some(v) => s.push_str(&format!(", {v}")),
            None => s.push_str(", ct::dynamic_extent"),
        }
    }
    s.push('>');
    s
}

/// Index types are usually written with their fixed-width names.
fn index_type_name(k: IntKind) -> &'static str {
    match k {
        IntKind::UInt => "uint32_t",
        IntKind::Int => "int32_t",
        IntKind::Short => "int16_t",
        IntKind::UShort => "uint16_t",
        IntKind::SChar => "int8_t",
        IntKind::UChar => "uint8_t",
        other => other.name(),
    }
}

/// A tile like type: a scalar, or a `ct::tile<E, S>` (with tile compatible `S`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum TileLike {
    Scalar(Scalar),
    Tile { elem: Scalar, shape: Vec<u64> },
}

impl TileLike {
    /// A `ct::tile`, checking that its shape is tile compatible.
    pub fn tile(elem: Scalar, shape: Vec<u64>, p: &Platform) -> Result<TileLike, IllFormed> {
        check_tile_compatible(&Extents::shape(&shape), p)?;
        Ok(TileLike::Tile { elem, shape })
    }
    /// tile element type.
    pub fn elem(&self) -> Scalar {
        match self {
            TileLike::Scalar(s) => *s,
            TileLike::Tile { elem, .. } => *elem,
        }
    }
    /// tile shape (the shape type of a scalar is `ct::shape<>`).
    pub fn shape(&self) -> &[u64] {
        match self {
            TileLike::Scalar(_) => &[],
            TileLike::Tile { shape, .. } => shape,
        }
    }
    pub fn rank(&self) -> usize {
        self.shape().len()
    }
    pub fn size(&self) -> u128 {
        size(self.shape())
    }
    pub fn is_scalar(&self) -> bool {
        matches!(self, TileLike::Scalar(_))
    }
    /// singleton tile: exactly one element.
    pub fn is_singleton(&self) -> bool {
        self.size() == 1
    }
    /// `ct::tile_with_element_t<T, E>`: the same kind of object with element type `e`.
    pub fn with_elem(&self, e: Scalar) -> TileLike {
        match self {
            TileLike::Scalar(_) => TileLike::Scalar(e),
            TileLike::Tile { shape, .. } => TileLike::Tile {
                elem: e,
                shape: shape.clone(),
            },
        }
    }
    /// The Tile IR type this value lowers to.
    pub fn ir_text(&self, p: &Platform) -> String {
        ir_tile_text(self.shape(), &self.elem().ir_text(p))
    }
}

/// `tile<AxBxE>` / `tile<E>`.
pub fn ir_tile_text(shape: &[u64], elem: &str) -> String {
    let mut s = String::from("tile<");
    for d in shape {
        s.push_str(&format!("{d}x"));
    }
    s.push_str(elem);
    s.push('>');
    s
}

impl fmt::Display for TileLike {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TileLike::Scalar(s) => write!(f, "{s}"),
            TileLike::Tile { elem, shape } => {
                write!(f, "ct::tile<{elem}, {}>", shape_to_string(shape))
            }
        }
    }
}

/// A `ct::tensor_span<Element, Extents>` with the default (row-major) layout, or with explicit
/// strides (`None` entries are dynamic strides).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct TensorSpan {
    /// The value type (the element type without cv-qualifiers).
    pub value: Scalar,
    /// Whether the element type is const-qualified (the span is then not storeable).
    pub const_elem: bool,
    pub extents: Extents,
    pub strides: Option<Vec<Option<u64>>>,
}

impl TensorSpan {
    pub fn rank(&self) -> usize {
        self.extents.rank()
    }
    pub fn check(&self, p: &Platform) -> Result<(), IllFormed> {
        self.extents.check(p)?;
        if let Some(s) = &self.strides {
            if s.len() != self.rank() {
                return ill(
                    Rule::TensorSpan,
                    format!(
                        "{} strides given for a span of rank {}",
                        s.len(),
                        self.rank()
                    ),
                );
            }
        }
        Ok(())
    }
    /// Static row-major strides where they are known at compile time (layout_right: the stride of
    /// dimension i is the product of the later extents).
    pub fn static_strides(&self) -> Vec<Option<u64>> {
        if let Some(s) = &self.strides {
            return s.clone();
        }
        let n = self.rank();
        let mut out = vec![Some(1u64); n];
        for i in (0..n.saturating_sub(1)).rev() {
            out[i] = match (out[i + 1], self.extents.dims[i + 1]) {
                (Some(a), Some(b)) => Some(a * b),
                _ => None,
            };
        }
        out
    }
}

impl fmt::Display for TensorSpan {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let c = if self.const_elem { " const" } else { "" };
        write!(
            f,
            "ct::tensor_span<{}{c}, {}",
            self.value,
            extents_to_string(&self.extents)
        )?;
        if let Some(s) = &self.strides {
            let v: Vec<String> = s
                .iter()
                .map(|x| x.map(|v| v.to_string()).unwrap_or_else(|| "?".into()))
                .collect();
            write!(f, ", strides<{}>", v.join(", "))?;
        }
        f.write_str(">")
    }
}

/// `ct::partition_view<Span, Shape>`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct PartitionView {
    pub span: TensorSpan,
    pub shape: Vec<u64>,
}

impl PartitionView {
    /// Checks the template's requirements: `Shape` is a tile shape and has the span's rank.
    pub fn new(
        span: TensorSpan,
        shape: Vec<u64>,
        p: &Platform,
    ) -> Result<PartitionView, IllFormed> {
        span.check(p)?;
        check_tile_compatible(&Extents::shape(&shape), p).map_err(|e| {
            IllFormed::new(Rule::PartitionView, format!("view shape: {}", e.reason))
        })?;
        if shape.len() != span.rank() {
            return ill(
                Rule::PartitionView,
                format!("requires Shape::rank() == Span::extents_type::rank(), but the view shape has rank {} and the span rank {}", shape.len(), span.rank()),
            );
        }
        Ok(PartitionView { span, shape })
    }
    /// `view_tile_type`: `ct::tile<value_type, view_shape_type>`.
    pub fn view_tile_type(&self) -> TileLike {
        TileLike::Tile {
            elem: self.span.value,
            shape: self.shape.clone(),
        }
    }
}

impl fmt::Display for PartitionView {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "ct::partition_view<{}, {}>",
            self.span,
            shape_to_string(&self.shape)
        )
    }
}

/// The type of a front-end expression or variable.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum CxxType {
    Tile(TileLike),
    View(PartitionView),
    Void,
}

impl CxxType {
    pub fn tile_like(&self) -> Option<&TileLike> {
        match self {
            CxxType::Tile(t) => Some(t),
            _ => None,
        }
    }
}

impl fmt::Display for CxxType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CxxType::Tile(t) => write!(f, "{t}"),
            CxxType::View(v) => write!(f, "{v}"),
            CxxType::Void => f.write_str("void"),
        }
    }
}
