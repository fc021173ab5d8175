//! Conversions (General Principles › Conversions): floating point conversion ranks, scalar and
//! tile conversions, broadcasts, the arithmetic common type, the arithmetic tile and comparison
//! conversions, and arithmetic tile promotion.

use super::rule::{ill, IllFormed, Rule};
use super::scalar::{FloatKind, IntKind, Platform, Pointee, Scalar};
use super::shape::{check_tile_shape, shape_to_string, TileLike};
use std::cmp::Ordering;

/// The floating point conversion rank order of two floating point scalars.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RankOrder {
    Less,
    Equal,
    Greater,
    Unordered,
}

/// The level of a type in the rank table: the fp8 types, then `__half` and `__nv_bfloat16`,
/// `__nv_tf32`, `float`, `double`. Types on different levels are ordered by level (the table's
/// pairs and their transitive closure); two distinct types on one level are unordered.
fn rank_level(f: FloatKind) -> u8 {
    match f {
        FloatKind::Fp8E4M3 | FloatKind::Fp8E5M2 => 0,
        FloatKind::Half | FloatKind::BFloat16 => 1,
        FloatKind::Tf32 => 2,
        FloatKind::Float => 3,
        FloatKind::Double => 4,
    }
}

/// Extended Floating Point Types: the partial order of floating point conversion ranks.
pub fn fp_rank_cmp(a: FloatKind, b: FloatKind) -> RankOrder {
    if a == b {
        return RankOrder::Equal;
    }
    match rank_level(a).cmp(&rank_level(b)) {
        Ordering::Less => RankOrder::Less,
        Ordering::Greater => RankOrder::Greater,
        Ordering::Equal => RankOrder::Unordered,
    }
}

/// What a scalar or tile conversion that exists is like.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Conversion {
    pub narrowing: bool,
}

/// scalar conversion: whether a standard conversion sequence (with the documented relaxation for
/// floating point types) exists from `from` to `to`, and whether it is narrowing
/// ([dcl.init.list]: floating to integral; floating to lower or unordered rank; integral to
/// floating; integral to an integral type that cannot represent every value; pointer to bool).
pub fn scalar_conversion(from: Scalar, to: Scalar, p: &Platform) -> Result<Conversion, IllFormed> {
    use Scalar::*;
    let narrowing = match (from, to) {
        _ if from == to => false,
        (Int(a), Int(b)) => !b.can_represent_all(a, p),
        (Int(_), Float(_)) => true,
        (Float(_), Int(_)) => true,
        (Float(a), Float(b)) => !matches!(fp_rank_cmp(a, b), RankOrder::Less),
        (Ptr(_), Int(IntKind::Bool)) => true,
        (Ptr(a), Ptr(b)) => {
            // Qualification conversions and the conversion to `cv void*`.
            let same = a.pointee == b.pointee || b.pointee == Pointee::Void;
            if !(same && b.cv.contains(a.cv)) {
                return ill(
                    Rule::ScalarConversion,
                    format!("no standard conversion sequence converts {from} to {to}"),
                );
            }
            false
        }
        _ => {
            return ill(
                Rule::ScalarConversion,
                format!("no standard conversion sequence converts {from} to {to}"),
            )
        }
    };
    Ok(Conversion { narrowing })
}

/// tile conversion: a scalar conversion between the element types and shape equivalent shapes.
pub fn tile_conversion(
    from: &TileLike,
    to: &TileLike,
    p: &Platform,
) -> Result<Conversion, IllFormed> {
    if from.shape() != to.shape() {
        return ill(
            Rule::TileConversion,
            format!(
                "the shapes of {from} ({}) and {to} ({}) are not shape equivalent",
                shape_to_string(from.shape()),
                shape_to_string(to.shape())
            ),
        );
    }
    scalar_conversion(from.elem(), to.elem(), p).map_err(|e| {
        IllFormed::new(
            Rule::TileConversion,
            format!("{from} to {to}: {}", e.reason),
        )
    })
}

/// bool tile conversion: the type `ct::tile_with_element_t<T, bool>` every tile like type converts to.
pub fn bool_tile_conversion(t: &TileLike, p: &Platform) -> TileLike {
    let r = t.with_elem(Scalar::BOOL);
    debug_assert!(tile_conversion(t, &r, p).is_ok());
    r
}

/// broadcastable to, for shapes: `N ≤ M` and every `S_i` equals `B_{i+M-N}` or is 1.
pub fn shape_broadcastable_to(s: &[u64], b: &[u64]) -> Result<(), IllFormed> {
    let (n, m) = (s.len(), b.len());
    if n > m {
        return ill(
            Rule::BroadcastableTo,
            format!(
                "{} has rank {n}, greater than the rank {m} of {}",
                shape_to_string(s),
                shape_to_string(b)
            ),
        );
    }
    for i in 0..n {
        if s[i] != b[i + m - n] && s[i] != 1 {
            return ill(
                Rule::BroadcastableTo,
                format!(
                    "{} is not broadcastable to {}: dimension {i} is {}, neither 1 nor {}",
                    shape_to_string(s),
                    shape_to_string(b),
                    s[i],
                    b[i + m - n]
                ),
            );
        }
    }
    Ok(())
}

/// broadcastable to, for a tile like type: its shape is broadcastable to `b` and `b` is tile compatible.
pub fn broadcastable_to(t: &TileLike, b: &[u64], p: &Platform) -> Result<(), IllFormed> {
    shape_broadcastable_to(t.shape(), b)?;
    check_tile_shape(b, p).map_err(|e| {
        IllFormed::new(
            Rule::BroadcastableTo,
            format!(
                "the target {} is not tile compatible: {}",
                shape_to_string(b),
                e.reason
            ),
        )
    })
}

/// broadcast conversion: the type of the result, always a `ct::tile` with the source's element type.
pub fn broadcast_conversion(t: &TileLike, b: &[u64], p: &Platform) -> Result<TileLike, IllFormed> {
    broadcastable_to(t, b, p).map_err(|e| {
        IllFormed::new(
            Rule::BroadcastConversion,
            format!("{t} cannot be broadcast: {}", e.reason),
        )
    })?;
    Ok(TileLike::Tile {
        elem: t.elem(),
        shape: b.to_vec(),
    })
}

/// shape mutual broadcast compatible: over the common suffix, each pair of dimensions is equal or
/// has a 1.
pub fn shape_mutual_broadcast_compatible(t: &[u64], u: &[u64]) -> Result<(), IllFormed> {
    let (n, m) = (t.len(), u.len());
    for i in 0..n.min(m) {
        let (a, b) = (t[n - 1 - i], u[m - 1 - i]);
        if !(a == b || a == 1 || b == 1) {
            return ill(
                Rule::ShapeMutualBroadcastCompatible,
                format!(
                    "{} and {} are not mutual broadcast compatible: dimensions {a} and {b} ({} from the end) are non-singleton and differ",
                    shape_to_string(t),
                    shape_to_string(u),
                    ordinal(i + 1)
                ),
            );
        }
    }
    Ok(())
}

fn ordinal(i: usize) -> String {
    match i {
        1 => "1st".into(),
        2 => "2nd".into(),
        3 => "3rd".into(),
        n => format!("{n}th"),
    }
}

/// mutual broadcast shape (a `ct::extents` with `uint32_t` index type, given by its dimensions).
pub fn mutual_broadcast_shape(t: &[u64], u: &[u64]) -> Result<Vec<u64>, IllFormed> {
    shape_mutual_broadcast_compatible(t, u)?;
    let (short, long) = if t.len() <= u.len() { (t, u) } else { (u, t) };
    let (n, m) = (short.len(), long.len());
    Ok((0..m)
        .map(|i| {
            if i < m - n {
                long[i]
            } else {
                short[i - (m - n)].max(long[i])
            }
        })
        .collect())
}

/// tile mutual broadcast compatible: the shapes are compatible and the mutual broadcast shape is
/// tile compatible. Returns that shape.
pub fn tile_mutual_broadcast_shape(
    t: &TileLike,
    u: &TileLike,
    p: &Platform,
) -> Result<Vec<u64>, IllFormed> {
    let b = mutual_broadcast_shape(t.shape(), u.shape()).map_err(|e| {
        IllFormed::new(
            Rule::TileMutualBroadcastCompatible,
            format!("{t} and {u}: {}", e.reason),
        )
    })?;
    check_tile_shape(&b, p).map_err(|e| {
        IllFormed::new(
            Rule::TileMutualBroadcastCompatible,
            format!(
                "the mutual broadcast shape {} of {t} and {u} is not tile compatible: {}",
                shape_to_string(&b),
                e.reason
            ),
        )
    })?;
    Ok(b)
}

/// mutual broadcast conversion: the types of the two results (tiles of shape B, or two scalars
/// when both operands are scalars).
pub fn mutual_broadcast_conversion(
    t: &TileLike,
    u: &TileLike,
    p: &Platform,
) -> Result<(TileLike, TileLike), IllFormed> {
    let b = tile_mutual_broadcast_shape(t, u, p)
        .map_err(|e| IllFormed::new(Rule::MutualBroadcastConversion, e.reason))?;
    if t.is_scalar() && u.is_scalar() {
        return Ok((t.clone(), u.clone()));
    }
    Ok((
        TileLike::Tile {
            elem: t.elem(),
            shape: b.clone(),
        },
        TileLike::Tile {
            elem: u.elem(),
            shape: b,
        },
    ))
}

/// arithmetic common type of two arithmetic scalar types.
pub fn arithmetic_common_type(t: Scalar, u: Scalar, p: &Platform) -> Result<Scalar, IllFormed> {
    for x in [t, u] {
        if !x.is_arithmetic() {
            return ill(
                Rule::ArithmeticCommonType,
                format!("{x} is not an arithmetic scalar type"),
            );
        }
    }
    // Rule 1: a floating point operand; the C++ usual arithmetic conversions decide.
    match (t, u) {
        (Scalar::Float(a), Scalar::Float(b)) => {
            return match fp_rank_cmp(a, b) {
                RankOrder::Equal | RankOrder::Greater => Ok(t),
                RankOrder::Less => Ok(u),
                RankOrder::Unordered => ill(
                    Rule::ArithmeticCommonType,
                    format!("unordered conversion ranks: {t} and {u} have no common type under the usual arithmetic conversions (rule 1)"),
                ),
            };
        }
        (Scalar::Float(_), _) => return Ok(t),
        (_, Scalar::Float(_)) => return Ok(u),
        _ => {}
    }
    let (a, b) = (t.int().unwrap(), u.int().unwrap());
    common_integral(a, b, p).map(Scalar::Int)
}

/// Rules 2–5 of the arithmetic common type (no integral promotion).
fn common_integral(a: IntKind, b: IntKind, p: &Platform) -> Result<IntKind, IllFormed> {
    // Rule 2.
    if a == b {
        return Ok(a);
    }
    let (sa, sb) = (a.is_signed(p), b.is_signed(p));
    // Rule 3: mixed signedness.
    if sa != sb {
        let (s, un) = if sa { (a, b) } else { (b, a) };
        if un.rank(p) > s.rank(p) {
            return Ok(un);
        }
        if s.can_represent_all(un, p) {
            return Ok(s);
        }
        return Ok(s.corresponding_unsigned(p));
    }
    // Rule 4: same signedness, different rank.
    match a.rank(p).cmp(&b.rank(p)) {
        Ordering::Greater => return Ok(a),
        Ordering::Less => return Ok(b),
        Ordering::Equal => {}
    }
    // Rule 5: same signedness and rank, distinct types: the greater subrank.
    let standard = |k: IntKind| !k.is_character();
    if standard(a) {
        return Ok(a);
    }
    if standard(b) {
        return Ok(b);
    }
    if a == IntKind::Char {
        return Ok(b);
    }
    if b == IntKind::Char {
        return Ok(a);
    }
    ill(
        Rule::ArithmeticCommonType,
        format!("{} and {} have the same signedness and conversion rank and no subrank order is defined between them (rule 5)", a.name(), b.name()),
    )
}

/// The two variants of arithmetic conversions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ArithKind {
    /// arithmetic tile conversion (most binary arithmetic operations).
    Tile,
    /// arithmetic comparison conversion (comparisons).
    Comparison,
}

impl ArithKind {
    fn rule(self) -> Rule {
        match self {
            ArithKind::Tile => Rule::ArithmeticTileConversion,
            ArithKind::Comparison => Rule::ArithmeticComparisonConversion,
        }
    }
}

/// arithmetic tile conversion / arithmetic comparison conversion: the common type both operands
/// are converted to (`E` when both are scalars, `ct::tile<E, B>` otherwise).
pub fn arithmetic_conversion(
    kind: ArithKind,
    t: &TileLike,
    u: &TileLike,
    p: &Platform,
) -> Result<TileLike, IllFormed> {
    let rule = kind.rule();
    for x in [t, u] {
        if !x.elem().is_arithmetic() {
            return ill(rule, format!("{x} is not an arithmetic tile (its element type {} is not an arithmetic scalar)", x.elem()));
        }
    }
    let (te, ue) = (t.elem(), u.elem());
    let e = if kind == ArithKind::Comparison || t.is_scalar() == u.is_scalar() {
        arithmetic_common_type(te, ue, p).map_err(|x| IllFormed::new(rule, x.reason))?
    } else if t.is_scalar() {
        ue
    } else {
        te
    };
    let b = tile_mutual_broadcast_shape(t, u, p).map_err(|x| {
        IllFormed::new(
            rule,
            format!("mutual broadcast conversion is ill-formed: {}", x.reason),
        )
    })?;
    let target = if t.is_scalar() && u.is_scalar() {
        TileLike::Scalar(e)
    } else {
        TileLike::Tile { elem: e, shape: b }
    };
    for x in [te, ue] {
        let c = scalar_conversion(x, e, p).map_err(|y| IllFormed::new(rule, y.reason))?;
        if c.narrowing && !(x.is_integral() && e.is_floating()) {
            return ill(rule, format!("{x} -> {e} narrowing"));
        }
    }
    Ok(target)
}

/// The standard integral promotions ([conv.prom]) of an integral type.
pub fn integral_promotion(k: IntKind, p: &Platform) -> IntKind {
    use IntKind::*;
    match k {
        Bool => Int,
        Char | SChar | UChar | Short | UShort => {
            if Int.can_represent_all(k, p) {
                Int
            } else {
                UInt
            }
        }
        Char8 | Char16 | Char32 | WChar => {
            let u = k.underlying(p).unwrap();
            [Int, UInt, Long, ULong, LongLong, ULongLong]
                .into_iter()
                .find(|c| c.can_represent_all(u, p))
                .unwrap_or(ULongLong)
        }
        other => other,
    }
}

/// arithmetic tile promotion: integral promotion of the element type; the kind of object (scalar
/// or tile) and the shape are kept.
pub fn arithmetic_tile_promotion(t: &TileLike, p: &Platform) -> TileLike {
    match t.elem() {
        Scalar::Int(k) => t.with_elem(Scalar::Int(integral_promotion(k, p))),
        _ => t.clone(),
    }
}

/// The usual arithmetic conversions of the builtin operators applied to two scalars: integral
/// promotion of each operand, then the common type (which for promoted operands is exactly
/// [expr.arith.conv]).
pub fn builtin_arithmetic_conversion(
    t: Scalar,
    u: Scalar,
    p: &Platform,
) -> Result<Scalar, IllFormed> {
    let prom = |x: Scalar| match x {
        Scalar::Int(k) => Scalar::Int(integral_promotion(k, p)),
        o => o,
    };
    arithmetic_common_type(prom(t), prom(u), p)
        .map_err(|e| IllFormed::new(Rule::BuiltinArithmeticConversions, e.reason))
}
