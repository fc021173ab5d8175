//! Ill-formedness: every rejection names the rule it comes from, by the section and paragraph
//! name the Tile C++ documentation uses, and says why in words.

use std::fmt;

/// The rules of the Tile C++ documentation that can make a program ill-formed, plus the few
/// places where the front end or the lowering itself refuses something.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Rule {
    IntegralScalar,
    BasicFloatingPointScalar,
    RestrictedFloatingPointScalar,
    PointerScalar,
    ArithmeticScalar,
    Extents,
    TileCompatibleShape,
    TileElementType,
    FloatingPointConversionRank,
    ScalarConversion,
    TileConversion,
    BoolTileConversion,
    BroadcastableTo,
    BroadcastConversion,
    ShapeMutualBroadcastCompatible,
    TileMutualBroadcastCompatible,
    MutualBroadcastConversion,
    ArithmeticCommonType,
    ArithmeticTileConversion,
    ArithmeticComparisonConversion,
    ArithmeticTilePromotion,
    /// C++ usual arithmetic conversions of builtin operators on two scalars ([expr.arith.conv]).
    BuiltinArithmeticConversions,
    /// The builtin `%` needs integral operands ([expr.mul]).
    BuiltinRemainder,
    RoundingMode,
    SubnormalsRoundingMode,
    NanPropagationMode,
    ViewPadding,
    TensorSpan,
    PartitionView,
    PartitionViewLoad,
    PartitionViewStore,
    AssumeBlocked,
    AssumeBounded,
    AssumeBoundedAbove,
    AssumeBoundedBelow,
    AssumeDivisible,
    AssumeDivisibleStrided,
    AssumeAligned,
    AssumeAlignedStrided,
    /// Functions of this front end that the seeds use without defining (`iota`, `full`, `load`,
    /// `convert`, `broadcast`); see docs/cxx-rules.md.
    FrontEndFunction,
    /// Syntax errors, unknown names, wrong argument counts.
    Syntax,
    /// Something Tile IR cannot express (the lowering refuses it rather than guessing).
    TileIrLimit,
}

impl Rule {
    /// Where the rule lives: document, section path and paragraph name.
    pub fn cite(self) -> &'static str {
        use Rule::*;
        match self {
            IntegralScalar => "General Principles › Scalars › Integral Scalars",
            BasicFloatingPointScalar => "General Principles › Scalars › Basic Floating Point Scalars",
            RestrictedFloatingPointScalar => "General Principles › Scalars › Restricted Floating Point Scalars",
            PointerScalar => "General Principles › Scalars › Pointer Scalars",
            ArithmeticScalar => "General Principles › Scalars › Arithmetic Scalars",
            Extents => "General Principles › Extents › Extents Like",
            TileCompatibleShape => "General Principles › Tiles › Properties of Tiles › tile compatible shape",
            TileElementType => "General Principles › Tiles › Properties of Tiles › tile element type",
            FloatingPointConversionRank => "General Principles › Conversions › Extended Floating Point Types",
            ScalarConversion => "General Principles › Conversions › Element Type Conversions › scalar conversion",
            TileConversion => "General Principles › Conversions › Element Type Conversions › tile conversion",
            BoolTileConversion => "General Principles › Conversions › Element Type Conversions › bool tile conversion",
            BroadcastableTo => "General Principles › Conversions › Shape Conversions › broadcastable to",
            BroadcastConversion => "General Principles › Conversions › Shape Conversions › broadcast conversion",
            ShapeMutualBroadcastCompatible => "General Principles › Conversions › Shape Conversions › shape mutual broadcast compatible",
            TileMutualBroadcastCompatible => "General Principles › Conversions › Shape Conversions › tile mutual broadcast compatible",
            MutualBroadcastConversion => "General Principles › Conversions › Shape Conversions › mutual broadcast conversion",
            ArithmeticCommonType => "General Principles › Conversions › Arithmetic Conversions › arithmetic common type",
            ArithmeticTileConversion => "General Principles › Conversions › Arithmetic Conversions › arithmetic tile conversion",
            ArithmeticComparisonConversion => "General Principles › Conversions › Arithmetic Conversions › arithmetic comparison conversion",
            ArithmeticTilePromotion => "General Principles › Conversions › Arithmetic Conversions › arithmetic tile promotion",
            BuiltinArithmeticConversions => "ISO C++ [expr.arith.conv] (builtin operators on two scalars)",
            BuiltinRemainder => "ISO C++ [expr.mul] (builtin operators on two scalars)",
            RoundingMode => "General Principles › Numeric Modifiers › Rounding Mode",
            SubnormalsRoundingMode => "General Principles › Numeric Modifiers › Subnormals Rounding Mode",
            NanPropagationMode => "General Principles › Numeric Modifiers › NaN Propagation Mode",
            ViewPadding => "General Principles › Numeric Modifiers › View Padding",
            TensorSpan => "General Principles › Tensor Span › Tensor Span Like",
            PartitionView => "Partition View › cuda::tiles::partition_view",
            PartitionViewLoad => "Partition View › Loads › atomic constraint",
            PartitionViewStore => "Partition View › Stores › constraints",
            AssumeBlocked => "Assumptions › cuda::tiles::assume_blocked › atomic constraint",
            AssumeBounded => "Assumptions › cuda::tiles::assume_bounded › atomic constraint",
            AssumeBoundedAbove => "Assumptions › cuda::tiles::assume_bounded_above › atomic constraint",
            AssumeBoundedBelow => "Assumptions › cuda::tiles::assume_bounded_below › atomic constraint",
            AssumeDivisible => "Assumptions › cuda::tiles::assume_divisible › atomic constraint",
            AssumeDivisibleStrided => "Assumptions › cuda::tiles::assume_divisible_strided › atomic constraint",
            AssumeAligned => "Assumptions › cuda::tiles::assume_aligned › atomic constraint",
            AssumeAlignedStrided => "Assumptions › cuda::tiles::assume_aligned_strided › atomic constraint",
            FrontEndFunction => "front end: functions used but not defined by the documentation (docs/cxx-rules.md)",
            Syntax => "front end: syntax",
            TileIrLimit => "Tile IR cannot express this (docs/cxx-rules.md, Lowering)",
        }
    }
}

/// Why a type, conversion or expression is ill-formed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IllFormed {
    pub rule: Rule,
    pub reason: String,
}

impl IllFormed {
    pub fn new(rule: Rule, reason: impl Into<String>) -> IllFormed {
        IllFormed {
            rule,
            reason: reason.into(),
        }
    }
}

impl fmt::Display for IllFormed {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "ill-formed: {} [{}]", self.reason, self.rule.cite())
    }
}

impl std::error::Error for IllFormed {}

/// Shorthand for an `Err(IllFormed)`.
pub fn ill<T>(rule: Rule, reason: impl Into<String>) -> Result<T, IllFormed> {
    Err(IllFormed::new(rule, reason))
}
