//! Scalars (General Principles › Scalars): integral, basic and restricted floating point, and
//! pointer scalars; the properties of integral scalars; and the platform parameters (type sizes,
//! signedness of `char` and `wchar_t`, tile limits) the rules depend on.

use crate::types::ElemType;
use std::fmt;

/// The integral types of C++ whose bit size is 8, 16, 32 or 64 on every platform NVCC supports.
/// (The fixed-width aliases such as `int32_t` name one of these, per [`Platform`].)
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum IntKind {
    Bool,
    Char,
    SChar,
    UChar,
    Short,
    UShort,
    Int,
    UInt,
    Long,
    ULong,
    LongLong,
    ULongLong,
    Char8,
    Char16,
    Char32,
    WChar,
}

impl IntKind {
    pub const ALL: [IntKind; 16] = [
        IntKind::Bool,
        IntKind::Char,
        IntKind::SChar,
        IntKind::UChar,
        IntKind::Short,
        IntKind::UShort,
        IntKind::Int,
        IntKind::UInt,
        IntKind::Long,
        IntKind::ULong,
        IntKind::LongLong,
        IntKind::ULongLong,
        IntKind::Char8,
        IntKind::Char16,
        IntKind::Char32,
        IntKind::WChar,
    ];

    pub fn name(self) -> &'static str {
        use IntKind::*;
        match self {
            Bool => "bool",
            Char => "char",
            SChar => "signed char",
            UChar => "unsigned char",
            Short => "short",
            UShort => "unsigned short",
            Int => "int",
            UInt => "unsigned int",
            Long => "long",
            ULong => "unsigned long",
            LongLong => "long long",
            ULongLong => "unsigned long long",
            Char8 => "char8_t",
            Char16 => "char16_t",
            Char32 => "char32_t",
            WChar => "wchar_t",
        }
    }

    /// `char`, `char8_t`, `char16_t`, `char32_t` and `wchar_t`: the types with an underlying type.
    pub fn is_character(self) -> bool {
        matches!(
            self,
            IntKind::Char | IntKind::Char8 | IntKind::Char16 | IntKind::Char32 | IntKind::WChar
        )
    }

    /// The standard integer type a character type shares its representation with.
    pub fn underlying(self, p: &Platform) -> Option<IntKind> {
        match self {
            IntKind::Char => Some(if p.char_signed {
                IntKind::SChar
            } else {
                IntKind::UChar
            }),
            IntKind::Char8 => Some(IntKind::UChar),
            IntKind::Char16 => Some(p.char16_underlying),
            IntKind::Char32 => Some(p.char32_underlying),
            IntKind::WChar => Some(p.wchar_underlying),
            _ => None,
        }
    }

    /// `CHAR_BIT * sizeof(T)`.
    pub fn size_bits(self, p: &Platform) -> u32 {
        use IntKind::*;
        match self {
            Bool | SChar | UChar => 8,
            Short | UShort => p.short_bits,
            Int | UInt => p.int_bits,
            Long | ULong => p.long_bits,
            LongLong | ULongLong => p.long_long_bits,
            Char | Char8 | Char16 | Char32 | WChar => self.underlying(p).unwrap().size_bits(p),
        }
    }

    /// The bitwidth property: 1 for `bool`, the bit size otherwise.
    pub fn bitwidth(self, p: &Platform) -> u32 {
        if self == IntKind::Bool {
            1
        } else {
            self.size_bits(p)
        }
    }

    /// Whether the type can represent negative values (`bool` is unsigned).
    pub fn is_signed(self, p: &Platform) -> bool {
        use IntKind::*;
        match self {
            SChar | Short | Int | Long | LongLong => true,
            Bool | UChar | UShort | UInt | ULong | ULongLong => false,
            _ => self.underlying(p).unwrap().is_signed(p),
        }
    }

    /// The least value of the type.
    pub fn min_value(self, p: &Platform) -> i128 {
        if self.is_signed(p) {
            -(1i128 << (self.bitwidth(p) - 1))
        } else {
            0
        }
    }

    /// The greatest value of the type.
    pub fn max_value(self, p: &Platform) -> i128 {
        let w = self.bitwidth(p);
        if self.is_signed(p) {
            (1i128 << (w - 1)) - 1
        } else {
            (1i128 << w) - 1
        }
    }

    /// The greatest value of `make_signed_t<T>`.
    pub fn corresponding_signed_max(self, p: &Platform) -> i128 {
        (1i128 << (self.bitwidth(p) - 1)) - 1
    }

    /// Whether every value of `other` is a value of `self`.
    pub fn can_represent_all(self, other: IntKind, p: &Platform) -> bool {
        self.min_value(p) <= other.min_value(p) && other.max_value(p) <= self.max_value(p)
    }

    /// Integer conversion rank ([conv.rank]): `bool` lowest, then the standard types by size
    /// class; the character types take the rank of their underlying type.
    pub fn rank(self, p: &Platform) -> u32 {
        use IntKind::*;
        match self {
            Bool => 0,
            Char | SChar | UChar => 1,
            Short | UShort => 2,
            Int | UInt => 3,
            Long | ULong => 4,
            LongLong | ULongLong => 5,
            Char8 | Char16 | Char32 | WChar => self.underlying(p).unwrap().rank(p),
        }
    }

    /// The unsigned integer type corresponding to a signed type. For a signed `char` it is
    /// `unsigned char`; for a signed `wchar_t` it is the one corresponding to its underlying type.
    pub fn corresponding_unsigned(self, p: &Platform) -> IntKind {
        use IntKind::*;
        match self {
            SChar | Char => UChar,
            Short => UShort,
            Int => UInt,
            Long => ULong,
            LongLong => ULongLong,
            WChar | Char8 | Char16 | Char32 => {
                self.underlying(p).unwrap().corresponding_unsigned(p)
            }
            other => other,
        }
    }

    /// The Tile IR integer type with the same bitwidth (`bool` is `i1`).
    pub fn ir(self, p: &Platform) -> ElemType {
        match self.bitwidth(p) {
            1 => ElemType::I1,
            8 => ElemType::I8,
            16 => ElemType::I16,
            32 => ElemType::I32,
            _ => ElemType::I64,
        }
    }
}

/// Properties of Integral Scalars › Numeric Value: the value itself, or 0/1 for `bool`.
pub fn numeric_value(k: IntKind, v: i128) -> i128 {
    if k == IntKind::Bool {
        (v != 0) as i128
    } else {
        v
    }
}

/// Properties of Integral Scalars › Base Two Representation: bits `b_0 … b_{N-1}` with
/// `x mod 2^N = Σ b_k 2^k`, least significant first.
pub fn base_two(x: i128, n: u32) -> Vec<u8> {
    let m = x.rem_euclid(1i128 << n);
    (0..n).map(|k| ((m >> k) & 1) as u8).collect()
}

/// The floating point scalars.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum FloatKind {
    Fp8E4M3,
    Fp8E5M2,
    Half,
    BFloat16,
    Tf32,
    Float,
    Double,
}

impl FloatKind {
    pub const ALL: [FloatKind; 7] = [
        FloatKind::Fp8E4M3,
        FloatKind::Fp8E5M2,
        FloatKind::Half,
        FloatKind::BFloat16,
        FloatKind::Tf32,
        FloatKind::Float,
        FloatKind::Double,
    ];

    pub fn name(self) -> &'static str {
        match self {
            FloatKind::Fp8E4M3 => "__nv_fp8_e4m3",
            FloatKind::Fp8E5M2 => "__nv_fp8_e5m2",
            FloatKind::Half => "__half",
            FloatKind::BFloat16 => "__nv_bfloat16",
            FloatKind::Tf32 => "__nv_tf32",
            FloatKind::Float => "float",
            FloatKind::Double => "double",
        }
    }

    /// `double`, `float`, `__half`, `__nv_bfloat16`.
    pub fn is_basic(self) -> bool {
        matches!(
            self,
            FloatKind::Half | FloatKind::BFloat16 | FloatKind::Float | FloatKind::Double
        )
    }

    /// `__nv_fp8_e4m3`, `__nv_fp8_e5m2`, `__nv_tf32`.
    pub fn is_restricted(self) -> bool {
        !self.is_basic()
    }

    /// `float` and `double`: the standard floating point types of C++; the others count as
    /// extended floating point types for the conversions.
    pub fn is_standard(self) -> bool {
        matches!(self, FloatKind::Float | FloatKind::Double)
    }

    pub fn ir(self) -> ElemType {
        match self {
            FloatKind::Fp8E4M3 => ElemType::F8E4M3FN,
            FloatKind::Fp8E5M2 => ElemType::F8E5M2,
            FloatKind::Half => ElemType::F16,
            FloatKind::BFloat16 => ElemType::BF16,
            FloatKind::Tf32 => ElemType::TF32,
            FloatKind::Float => ElemType::F32,
            FloatKind::Double => ElemType::F64,
        }
    }
}

/// cv-qualifiers.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Cv {
    pub c: bool,
    pub v: bool,
}

impl Cv {
    pub const NONE: Cv = Cv { c: false, v: false };
    pub const CONST: Cv = Cv { c: true, v: false };
    /// Whether `self` has every qualifier of `other`.
    pub fn contains(self, other: Cv) -> bool {
        (self.c || !other.c) && (self.v || !other.v)
    }
    pub fn suffix(self) -> &'static str {
        match (self.c, self.v) {
            (false, false) => "",
            (true, false) => " const",
            (false, true) => " volatile",
            (true, true) => " const volatile",
        }
    }
}

/// What a pointer scalar points to: a numeric scalar type or `void`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Pointee {
    Void,
    Int(IntKind),
    Float(FloatKind),
}

/// A pointer scalar: a pointer to a possibly cv-qualified numeric scalar or `void`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PtrScalar {
    pub pointee: Pointee,
    pub cv: Cv,
}

/// A scalar type, cv-unqualified (tile elements are always cv-unqualified).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Scalar {
    Int(IntKind),
    Float(FloatKind),
    Ptr(PtrScalar),
}

impl Scalar {
    pub const BOOL: Scalar = Scalar::Int(IntKind::Bool);
    pub const INT: Scalar = Scalar::Int(IntKind::Int);
    pub const FLOAT: Scalar = Scalar::Float(FloatKind::Float);
    pub const DOUBLE: Scalar = Scalar::Float(FloatKind::Double);

    pub fn is_integral(self) -> bool {
        matches!(self, Scalar::Int(_))
    }
    pub fn is_floating(self) -> bool {
        matches!(self, Scalar::Float(_))
    }
    pub fn is_basic_floating(self) -> bool {
        matches!(self, Scalar::Float(f) if f.is_basic())
    }
    pub fn is_restricted_floating(self) -> bool {
        matches!(self, Scalar::Float(f) if f.is_restricted())
    }
    pub fn is_pointer(self) -> bool {
        matches!(self, Scalar::Ptr(_))
    }
    /// Integral scalars and basic floating point scalars.
    pub fn is_arithmetic(self) -> bool {
        self.is_integral() || self.is_basic_floating()
    }
    /// Integral scalars and floating point scalars.
    pub fn is_numeric(self) -> bool {
        self.is_integral() || self.is_floating()
    }
    pub fn is_bool(self) -> bool {
        self == Scalar::BOOL
    }
    pub fn int(self) -> Option<IntKind> {
        match self {
            Scalar::Int(k) => Some(k),
            _ => None,
        }
    }
    pub fn float(self) -> Option<FloatKind> {
        match self {
            Scalar::Float(k) => Some(k),
            _ => None,
        }
    }
    /// Signed integral types (for assumptions and Tile IR signedness).
    pub fn is_signed_integral(self, p: &Platform) -> bool {
        matches!(self, Scalar::Int(k) if k.is_signed(p))
    }
    pub fn is_unsigned_integral(self, p: &Platform) -> bool {
        matches!(self, Scalar::Int(k) if !k.is_signed(p))
    }

    /// The Tile IR element type text this scalar lowers to (`void*` becomes `ptr<i8>`).
    pub fn ir_text(self, p: &Platform) -> String {
        match self {
            Scalar::Int(k) => k.ir(p).name().to_string(),
            Scalar::Float(f) => f.ir().name().to_string(),
            Scalar::Ptr(q) => format!("ptr<{}>", pointee_ir(q.pointee, p).name()),
        }
    }

    /// The element type used in memory: pointers are stored as 64-bit addresses.
    pub fn ir_storage(self, p: &Platform) -> ElemType {
        match self {
            Scalar::Int(k) => k.ir(p),
            Scalar::Float(f) => f.ir(),
            Scalar::Ptr(_) => ElemType::I64,
        }
    }
}

/// The Tile IR pointee of a pointer scalar; `void` points to bytes.
pub fn pointee_ir(p: Pointee, plat: &Platform) -> ElemType {
    match p {
        Pointee::Void => ElemType::I8,
        Pointee::Int(k) => k.ir(plat),
        Pointee::Float(f) => f.ir(),
    }
}

impl fmt::Display for Pointee {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Pointee::Void => f.write_str("void"),
            Pointee::Int(k) => f.write_str(k.name()),
            Pointee::Float(k) => f.write_str(k.name()),
        }
    }
}

impl fmt::Display for Scalar {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Scalar::Int(k) => f.write_str(k.name()),
            Scalar::Float(k) => f.write_str(k.name()),
            Scalar::Ptr(q) => write!(f, "{}{}*", q.pointee, q.cv.suffix()),
        }
    }
}

/// The platform: sizes of the integer types, signedness of `char`, the underlying types of the
/// character types, and the implementation-defined tile limits.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Platform {
    pub name: &'static str,
    pub char_signed: bool,
    pub short_bits: u32,
    pub int_bits: u32,
    pub long_bits: u32,
    pub long_long_bits: u32,
    pub wchar_underlying: IntKind,
    pub char16_underlying: IntKind,
    pub char32_underlying: IntKind,
    /// Implementation-defined limit on each tile dimension (tile compatible shape, 3).
    pub max_tile_dim: u64,
    /// Implementation-defined limit on the tile size (tile compatible shape, 4).
    pub max_tile_size: u64,
}

/// Tile IR's limit on the number of elements of a tile (`maxTileNumElements`).
pub const TILE_IR_MAX_ELEMENTS: u64 = 1 << 24;

impl Platform {
    /// Linux on x86-64: LP64, signed `char`, 32-bit signed `wchar_t`.
    pub fn lp64() -> Platform {
        Platform {
            name: "lp64",
            char_signed: true,
            short_bits: 16,
            int_bits: 32,
            long_bits: 64,
            long_long_bits: 64,
            wchar_underlying: IntKind::Int,
            char16_underlying: IntKind::UShort,
            char32_underlying: IntKind::UInt,
            max_tile_dim: TILE_IR_MAX_ELEMENTS,
            max_tile_size: TILE_IR_MAX_ELEMENTS,
        }
    }

    /// Linux on AArch64: as LP64 but `char` is unsigned and `wchar_t` is 32-bit unsigned.
    pub fn lp64_aarch64() -> Platform {
        Platform {
            name: "lp64-aarch64",
            char_signed: false,
            wchar_underlying: IntKind::UInt,
            ..Platform::lp64()
        }
    }

    /// Windows: LLP64 (32-bit `long`), 16-bit unsigned `wchar_t`.
    pub fn llp64() -> Platform {
        Platform {
            name: "llp64",
            long_bits: 32,
            wchar_underlying: IntKind::UShort,
            ..Platform::lp64()
        }
    }

    pub fn by_name(s: &str) -> Option<Platform> {
        match s {
            "lp64" | "linux" | "x86_64" => Some(Platform::lp64()),
            "lp64-aarch64" | "aarch64" => Some(Platform::lp64_aarch64()),
            "llp64" | "windows" => Some(Platform::llp64()),
            _ => None,
        }
    }

    /// The standard type a fixed-width or library alias names on this platform.
    pub fn alias(&self, name: &str) -> Option<IntKind> {
        use IntKind::*;
        let by_bits = |bits: u32, signed: bool| -> IntKind {
            let cands: [IntKind; 5] = if signed {
                [SChar, Short, Int, Long, LongLong]
            } else {
                [UChar, UShort, UInt, ULong, ULongLong]
            };
            cands
                .into_iter()
                .find(|k| k.size_bits(self) == bits)
                .unwrap()
        };
        Some(match name {
            "int8_t" => by_bits(8, true),
            "int16_t" => by_bits(16, true),
            "int32_t" => by_bits(32, true),
            "int64_t" => by_bits(64, true),
            "uint8_t" => by_bits(8, false),
            "uint16_t" => by_bits(16, false),
            "uint32_t" => by_bits(32, false),
            "uint64_t" => by_bits(64, false),
            "size_t" | "uintptr_t" => by_bits(64, false),
            "ptrdiff_t" | "intptr_t" => by_bits(64, true),
            _ => return None,
        })
    }
}

impl Default for Platform {
    fn default() -> Platform {
        Platform::lp64()
    }
}
