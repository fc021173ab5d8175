//! Attributes: the enums of the dialect, assume predicates, optimization hints, dense literals,
//! and the generic `Attr` value that ops carry.

use crate::types::{ElemType, Type};
use crate::version::Version;

/// How an enum is spelled in the MLIR generic form.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GenericSpelling {
    /// `#cuda_tile.<mnemonic><case>`
    Dialect(&'static str),
    /// `N : i32`
    I32,
}

/// One enum of the dialect: its cases with their numeric values and since-versions.
#[derive(Debug)]
pub struct EnumDef {
    pub name: &'static str,
    pub generic: GenericSpelling,
    pub cases: &'static [(&'static str, u32, Version)],
}

impl EnumDef {
    pub fn case_name(&self, v: u32) -> Option<&'static str> {
        self.cases.iter().find(|c| c.1 == v).map(|c| c.0)
    }
    pub fn case_value(&self, s: &str) -> Option<u32> {
        self.cases.iter().find(|c| c.0 == s).map(|c| c.1)
    }
    pub fn case_since(&self, v: u32) -> Version {
        self.cases
            .iter()
            .find(|c| c.1 == v)
            .map(|c| c.2)
            .unwrap_or(Version::V13_1)
    }
}

/// A Rust enum that mirrors one dialect enum.
pub trait TileEnum: Sized + Copy {
    const DEF: &'static EnumDef;
    fn from_value(v: u32) -> Option<Self>;
    fn value(self) -> u32;
    fn name(self) -> &'static str {
        Self::DEF.case_name(self.value()).unwrap_or("?")
    }
    fn from_name(s: &str) -> Option<Self> {
        Self::DEF.case_value(s).and_then(Self::from_value)
    }
}

macro_rules! tile_enum {
    ($(#[$m:meta])* $name:ident, $def:ident, $label:expr, $generic:expr,
     { $($var:ident = $val:expr => $text:expr, $since:ident;)* }) => {
        $(#[$m])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum $name { $($var = $val),* }
        pub static $def: EnumDef = EnumDef {
            name: $label,
            generic: $generic,
            cases: &[$(($text, $val, Version::$since)),*],
        };
        impl TileEnum for $name {
            const DEF: &'static EnumDef = &$def;
            fn from_value(v: u32) -> Option<Self> {
                match v { $($val => Some($name::$var),)* _ => None }
            }
            fn value(self) -> u32 { self as u32 }
        }
    };
}

tile_enum!(Signedness, SIGNEDNESS, "signedness", GenericSpelling::Dialect("signedness"), {
    Unsigned = 0 => "unsigned", V13_1;
    Signed = 1 => "signed", V13_1;
});

tile_enum!(Overflow, OVERFLOW, "overflow", GenericSpelling::Dialect("overflow"), {
    None = 0 => "none", V13_1;
    NoSignedWrap = 1 => "no_signed_wrap", V13_1;
    NoUnsignedWrap = 2 => "no_unsigned_wrap", V13_1;
    NoWrap = 3 => "no_wrap", V13_1;
});

tile_enum!(RoundingMode, ROUNDING, "rounding mode", GenericSpelling::Dialect("rounding"), {
    NearestEven = 0 => "nearest_even", V13_1;
    Zero = 1 => "zero", V13_1;
    NegativeInf = 2 => "negative_inf", V13_1;
    PositiveInf = 3 => "positive_inf", V13_1;
    Approx = 4 => "approx", V13_1;
    Full = 5 => "full", V13_1;
    NearestIntToZero = 6 => "nearest_int_to_zero", V13_1;
    NearestAway = 7 => "nearest_away", V13_4;
});

impl RoundingMode {
    pub fn is_ieee(self) -> bool {
        matches!(
            self,
            RoundingMode::NearestEven
                | RoundingMode::Zero
                | RoundingMode::NegativeInf
                | RoundingMode::PositiveInf
        )
    }
}

tile_enum!(CmpPredicate, CMP_PREDICATE, "comparison predicate", GenericSpelling::Dialect("comparison_predicate"), {
    Equal = 0 => "equal", V13_1;
    NotEqual = 1 => "not_equal", V13_1;
    LessThan = 2 => "less_than", V13_1;
    LessThanOrEqual = 3 => "less_than_or_equal", V13_1;
    GreaterThan = 4 => "greater_than", V13_1;
    GreaterThanOrEqual = 5 => "greater_than_or_equal", V13_1;
});

tile_enum!(CmpOrdering, CMP_ORDERING, "comparison ordering", GenericSpelling::Dialect("comparison_ordering"), {
    Unordered = 0 => "unordered", V13_1;
    Ordered = 1 => "ordered", V13_1;
});

tile_enum!(AtomicMode, ATOMIC_MODE, "atomic mode", GenericSpelling::I32, {
    And = 0 => "and", V13_1;
    Or = 1 => "or", V13_1;
    Xor = 2 => "xor", V13_1;
    Add = 3 => "add", V13_1;
    AddF = 4 => "addf", V13_1;
    Max = 5 => "max", V13_1;
    Min = 6 => "min", V13_1;
    UMax = 7 => "umax", V13_1;
    UMin = 8 => "umin", V13_1;
    Xchg = 9 => "xchg", V13_1;
});

tile_enum!(MemOrdering, MEM_ORDERING, "memory ordering", GenericSpelling::I32, {
    Weak = 0 => "weak", V13_1;
    Relaxed = 1 => "relaxed", V13_1;
    Acquire = 2 => "acquire", V13_1;
    Release = 3 => "release", V13_1;
    AcqRel = 4 => "acq_rel", V13_1;
});

tile_enum!(MemScope, MEM_SCOPE, "memory scope", GenericSpelling::I32, {
    TlBlk = 0 => "tl_blk", V13_1;
    Device = 1 => "device", V13_1;
    Sys = 2 => "sys", V13_1;
});

tile_enum!(PaddingValue, PADDING_VALUE, "padding value", GenericSpelling::Dialect("padding_value"), {
    Zero = 0 => "zero", V13_1;
    NegZero = 1 => "neg_zero", V13_1;
    Nan = 2 => "nan", V13_1;
    PosInf = 3 => "pos_inf", V13_1;
    NegInf = 4 => "neg_inf", V13_1;
});

tile_enum!(SymbolVisibility, SYMBOL_VISIBILITY, "symbol visibility", GenericSpelling::Dialect("symbol_visibility"), {
    Public = 0 => "public", V13_1;
    Private = 1 => "private", V13_1;
});

tile_enum!(MultimemReduction, MULTIMEM_REDUCTION, "multimem reduction", GenericSpelling::I32, {
    Add = 0 => "add", V13_5;
    Min = 1 => "min", V13_5;
    Max = 2 => "max", V13_5;
    And = 3 => "and", V13_5;
    Or = 4 => "or", V13_5;
    Xor = 5 => "xor", V13_5;
    UMin = 6 => "umin", V13_5;
    UMax = 7 => "umax", V13_5;
});

/// Predicates of `assume` (§9 of the digest).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AssumePred {
    /// `div_by<D[, every E along A]>`
    DivBy {
        divisor: u64,
        every_along: Option<(i64, i64)>,
    },
    /// `same_elements<[c0, ...]>`
    SameElements(Vec<i64>),
    /// `bounded<lb|?, ub|?>`
    Bounded { lb: Option<i64>, ub: Option<i64> },
}

/// A value in an optimization-hints dictionary.
#[derive(Clone, Debug, PartialEq)]
pub enum HintValue {
    Int(i64),
    Bool(bool),
    /// Ill-typed values are kept so the verifier can name them.
    Str(String),
}

/// `optimization_hints = <sm_90 = {k = v, ...}, ...>`
#[derive(Clone, Debug, PartialEq, Default)]
pub struct OptHints {
    pub entries: Vec<(String, Vec<(String, HintValue)>)>,
}

/// A dense literal: element bit patterns in row-major order, or one splat value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DenseAttr {
    pub elem: ElemType,
    pub shape: Vec<i64>,
    /// One value (a splat) or exactly `product(shape)` values; each is the element's bits.
    pub bits: Vec<u64>,
}

impl DenseAttr {
    pub fn is_splat(&self) -> bool {
        self.bits.len() == 1
    }
    /// The bits of element `i` (row-major).
    pub fn get(&self, i: usize) -> u64 {
        if self.bits.len() == 1 {
            self.bits[0]
        } else {
            self.bits[i]
        }
    }
    pub fn num_elements(&self) -> usize {
        self.shape.iter().product::<i64>().max(0) as usize
    }
    /// Splat if all values are equal (the printer's canonical form).
    pub fn canonical(mut self) -> DenseAttr {
        if self.bits.len() > 1 && self.bits.iter().all(|&b| b == self.bits[0]) {
            self.bits.truncate(1);
        }
        self
    }
}

/// Attribute values carried by ops.
#[derive(Clone, Debug, PartialEq)]
pub enum Attr {
    Unit,
    Bool(bool),
    /// A typed integer `N : iK` (or untyped in custom syntax; the type is then the attribute's declared one).
    Int(i64, ElemType),
    /// A typed float `x : fK`, as its bit pattern.
    Float(u64, ElemType),
    Str(String),
    Enum(&'static EnumDef, u32),
    I32Array(Vec<i64>),
    I64Array(Vec<i64>),
    BoolArray(Vec<bool>),
    Dense(DenseAttr),
    Array(Vec<Attr>),
    Type(Type),
    Symbol(String),
    Assume(AssumePred),
    Hints(OptHints),
    Dict(Vec<(String, Attr)>),
}

impl PartialEq for EnumDef {
    fn eq(&self, other: &Self) -> bool {
        std::ptr::eq(self, other)
    }
}

impl Attr {
    pub fn enum_of<E: TileEnum>(v: E) -> Attr {
        Attr::Enum(E::DEF, v.value())
    }
    pub fn as_enum<E: TileEnum>(&self) -> Option<E> {
        match self {
            Attr::Enum(d, v) if std::ptr::eq(*d, E::DEF) => E::from_value(*v),
            _ => None,
        }
    }
    pub fn as_int(&self) -> Option<i64> {
        match self {
            Attr::Int(v, _) => Some(*v),
            _ => None,
        }
    }
    pub fn as_bool(&self) -> Option<bool> {
        match self {
            Attr::Bool(b) => Some(*b),
            _ => None,
        }
    }
    pub fn as_str(&self) -> Option<&str> {
        match self {
            Attr::Str(s) | Attr::Symbol(s) => Some(s),
            _ => None,
        }
    }
}
