//! Validity rules of types (what MLIR checks when a type is built).

use crate::types::*;

/// Largest number of elements of a tile.
pub const MAX_TILE_ELEMENTS: u64 = 1 << 24;

fn join(v: &[i64]) -> String {
    v.iter()
        .map(|d| d.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

/// Checks a tile shape: positive, powers of two, at most 2^24 elements.
pub fn check_tile_shape(shape: &[i64]) -> Result<(), String> {
    if shape.iter().any(|&d| d <= 0) {
        return Err(format!(
            "all dimensions must be positive constants, got {}",
            join(shape)
        ));
    }
    if shape.iter().any(|&d| (d as u64).count_ones() != 1) {
        return Err(format!(
            "all dimensions must be powers of two, got {}",
            join(shape)
        ));
    }
    let n = shape.iter().fold(1u128, |a, &d| a * d as u128);
    if n > MAX_TILE_ELEMENTS as u128 {
        return Err(format!(
            "tile would exceed the maximum of {MAX_TILE_ELEMENTS} elements"
        ));
    }
    Ok(())
}

pub fn check_tile(t: &TileType) -> Result<(), String> {
    check_tile_shape(&t.shape)?;
    if let Elem::Ptr(p) = &t.elem {
        check_ptr(p)?;
    }
    if t.elem == Elem::Num(ElemType::F4E2M1FN) && t.shape.iter().all(|&d| d % 2 != 0) {
        return Err("f4E2M1FN tiles must have an even number of elements".into());
    }
    Ok(())
}

pub fn check_ptr(p: &PtrType) -> Result<(), String> {
    if !p.pointee.is_number() {
        return Err(format!(
            "pointee type must be a number type, got {}",
            p.pointee
        ));
    }
    Ok(())
}

pub fn check_tensor_view(t: &TensorViewType) -> Result<(), String> {
    if !t.elem.is_number() {
        return Err(format!(
            "tensor_view element type must be a number type, got {}",
            t.elem
        ));
    }
    if t.shape.is_empty() {
        if !t.strides.is_empty() {
            return Err("strides must not be provided for 0-d tiles".into());
        }
        return Ok(());
    }
    if t.strides.len() != t.shape.len() {
        return Err(format!(
            "expected {} strides to match the shape rank, got {}",
            t.shape.len(),
            t.strides.len()
        ));
    }
    for d in t.shape.iter().chain(&t.strides) {
        if let Dim::Static(v) = d {
            if *v <= 0 {
                return Err(format!("expected strictly positive integer, got {v}"));
            }
        }
    }
    if t.elem.bit_width() == 4 {
        let ok = t
            .shape
            .iter()
            .zip(&t.strides)
            .any(|(s, st)| *st == Dim::Static(1) && matches!(s, Dim::Static(v) if v % 2 == 0));
        if !ok {
            return Err(
                "4-bit element types need a unit-stride dimension of even static size".into(),
            );
        }
    }
    Ok(())
}

pub fn check_view(v: &TiledViewType) -> Result<(), String> {
    check_tensor_view(&v.tensor_view)?;
    let rank = v.tensor_view.shape.len();
    if v.tile.is_empty() {
        return Err("0-dimension tile shape is not supported".into());
    }
    if v.tile.len() != rank {
        return Err(format!(
            "expected tensor_view rank and tile rank to match, got tensor_view of rank {rank} and tiles of rank {}",
            v.tile.len()
        ));
    }
    if v.tile.iter().any(|&d| d <= 0) {
        return Err(format!(
            "dimensions must have strictly positive constant sizes but got [{}]",
            join(&v.tile)
        ));
    }
    if v.tile.iter().any(|&d| (d as u64).count_ones() != 1) {
        return Err(format!(
            "tile shape dimensions must have power of two length but got [{}]",
            join(&v.tile)
        ));
    }
    if v.tile.iter().fold(1u128, |a, &d| a * d as u128) > MAX_TILE_ELEMENTS as u128 {
        return Err(format!(
            "tile would exceed the maximum of {MAX_TILE_ELEMENTS} elements"
        ));
    }
    if v.dim_map.len() != v.tile.len() {
        return Err(format!(
            "expected dim_map to map exactly all {} dimensions of the tile, got {} mappings",
            v.tile.len(),
            v.dim_map.len()
        ));
    }
    let mut seen = vec![None; rank];
    for (i, &d) in v.dim_map.iter().enumerate() {
        if d < 0 {
            return Err(format!("target dimension must not be negative, got {d}"));
        }
        if d as usize >= rank {
            return Err(format!("target dimension is outside of tensor view dimensions, expected strictly less than {rank}, got {d}"));
        }
        if let Some(prev) = seen[d as usize] {
            return Err(format!(
                "target dimension {d} mapped at least twice (for tile dimensions {prev} and {i})"
            ));
        }
        seen[d as usize] = Some(i);
    }
    if let Some(p) = v.padding {
        if p != Padding::Zero && !v.tensor_view.elem.is_float() {
            return Err(format!(
                "padding value '{}' requires a floating-point element type, got {}",
                p.name(),
                v.tensor_view.elem
            ));
        }
    }
    match &v.kind {
        ViewKind::Partition => {}
        ViewKind::Strided { traversal_strides } => {
            if traversal_strides.len() != v.tile.len() {
                return Err(format!(
                    "expected {} traversal strides, got {}",
                    v.tile.len(),
                    traversal_strides.len()
                ));
            }
            if traversal_strides.iter().any(|&s| s <= 0) {
                return Err(format!(
                    "traversal strides must be strictly positive but got [{}]",
                    join(traversal_strides)
                ));
            }
        }
        ViewKind::GatherScatter { sparse_dim } => {
            if *sparse_dim < 0 || *sparse_dim as usize >= rank {
                return Err(format!(
                    "sparse_dim must be less than the tensor rank {rank}, got {sparse_dim}"
                ));
            }
        }
    }
    Ok(())
}

/// Checks any type, recursively.
pub fn check_type(t: &Type) -> Result<(), String> {
    match t {
        Type::Tile(tt) => check_tile(tt),
        Type::Ptr(p) => check_ptr(p),
        Type::TensorView(tv) => check_tensor_view(tv),
        Type::View(v) => check_view(v),
        Type::Token | Type::Builtin(_) => Ok(()),
        Type::Function(a, b) => a.iter().chain(b).try_for_each(check_type),
    }
}

/// The index-space shape of a view (one extent per tile dimension); `None` for dynamic tensors.
pub fn index_space(v: &TiledViewType) -> Vec<Option<u64>> {
    (0..v.tile.len())
        .map(|i| {
            let d = v.dim_map.get(i).copied().unwrap_or(i as i64) as usize;
            let extent = match v.tensor_view.shape.get(d) {
                Some(Dim::Static(s)) => *s as u64,
                _ => return None,
            };
            let step = match &v.kind {
                ViewKind::Strided { traversal_strides } => traversal_strides[i] as u64,
                ViewKind::GatherScatter { .. } => return Some(extent),
                ViewKind::Partition => v.tile[i] as u64,
            };
            Some(extent.div_ceil(step.max(1)))
        })
        .collect()
}
