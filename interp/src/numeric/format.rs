//! Floating-point format descriptors, bit-pattern decoding and encoding.
//!
//! A [`Format`] describes every element type tileref knows (IEEE binary formats,
//! tf32, the OCP 8-bit and 4-bit formats, the unsigned scale formats). Bit
//! patterns travel as `u64` holding the format's bits in the low positions.

/// How a format encodes NaN.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum NanEncoding {
    /// IEEE 754: maximal exponent field with a non-zero mantissa.
    Ieee,
    /// Only the all-ones magnitude (S.1111.111, as f8E4M3FN); no infinities.
    AllOnes,
    /// A single code 0xFF in an unsigned format (f8E8M0FNU, fnv8E5M3FNU).
    SingleFF,
    /// The format has no NaN (f4E2M1FN).
    None,
}

/// A binary floating-point format. Equality ignores the name.
#[derive(Clone, Copy, Debug)]
pub struct Format {
    pub name: &'static str,
    /// Whether bit `exp_bits + man_bits` is a sign bit.
    pub signed: bool,
    pub exp_bits: u32,
    pub man_bits: u32,
    pub bias: i32,
    pub has_inf: bool,
    pub nan: NanEncoding,
    /// Whether zero and subnormal numbers exist (false only for f8E8M0FNU).
    pub has_subnormals: bool,
}

impl Format {
    #[inline]
    fn key(&self) -> (bool, u32, u32, i32, bool, NanEncoding, bool) {
        (
            self.signed,
            self.exp_bits,
            self.man_bits,
            self.bias,
            self.has_inf,
            self.nan,
            self.has_subnormals,
        )
    }
}

impl PartialEq for Format {
    #[inline]
    fn eq(&self, o: &Format) -> bool {
        self.key() == o.key()
    }
}

impl Eq for Format {}

impl std::hash::Hash for Format {
    fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
        self.key().hash(h)
    }
}

/// Classification of a decoded value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Class {
    Zero,
    Subnormal,
    Normal,
    Inf,
    Nan,
}

/// A decoded finite value: `(-1)^sign * sig * 2^exp`, `sig` an integer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Unpacked {
    pub sign: bool,
    pub class: Class,
    pub sig: u64,
    pub exp: i32,
}

const fn ieee(name: &'static str, e: u32, m: u32) -> Format {
    Format {
        name,
        signed: true,
        exp_bits: e,
        man_bits: m,
        bias: (1 << (e - 1)) - 1,
        has_inf: true,
        nan: NanEncoding::Ieee,
        has_subnormals: true,
    }
}

pub const F64: Format = ieee("f64", 11, 52);
pub const F32: Format = ieee("f32", 8, 23);
/// tf32: 19 significant bits, sign at bit 18.
pub const TF32: Format = ieee("tf32", 8, 10);
pub const F16: Format = ieee("f16", 5, 10);
pub const BF16: Format = ieee("bf16", 8, 7);
pub const F8E5M2: Format = ieee("f8E5M2", 5, 2);
pub const F8E4M3FN: Format = Format {
    name: "f8E4M3FN",
    signed: true,
    exp_bits: 4,
    man_bits: 3,
    bias: 7,
    has_inf: false,
    nan: NanEncoding::AllOnes,
    has_subnormals: true,
};
pub const F8E8M0FNU: Format = Format {
    name: "f8E8M0FNU",
    signed: false,
    exp_bits: 8,
    man_bits: 0,
    bias: 127,
    has_inf: false,
    nan: NanEncoding::SingleFF,
    has_subnormals: false,
};
pub const F4E2M1FN: Format = Format {
    name: "f4E2M1FN",
    signed: true,
    exp_bits: 2,
    man_bits: 1,
    bias: 1,
    has_inf: false,
    nan: NanEncoding::None,
    has_subnormals: true,
};
pub const FNV8E5M3FNU: Format = Format {
    name: "fnv8E5M3FNU",
    signed: false,
    exp_bits: 5,
    man_bits: 3,
    bias: 15,
    has_inf: false,
    nan: NanEncoding::SingleFF,
    has_subnormals: true,
};

/// Every predefined format.
pub const ALL_FORMATS: [Format; 10] = [
    F64,
    F32,
    TF32,
    F16,
    BF16,
    F8E4M3FN,
    F8E5M2,
    F8E8M0FNU,
    F4E2M1FN,
    FNV8E5M3FNU,
];

impl Format {
    /// Total width in bits.
    pub const fn bits(&self) -> u32 {
        self.exp_bits + self.man_bits + self.signed as u32
    }
    /// Mask of all bits of the format.
    pub const fn mask(&self) -> u64 {
        if self.bits() >= 64 {
            u64::MAX
        } else {
            (1u64 << self.bits()) - 1
        }
    }
    /// Mask of the magnitude (exponent and mantissa) bits.
    pub const fn mag_mask(&self) -> u64 {
        (1u64 << (self.exp_bits + self.man_bits)) - 1
    }
    pub const fn sign_bit(&self) -> u64 {
        if self.signed {
            1u64 << (self.exp_bits + self.man_bits)
        } else {
            0
        }
    }
    pub const fn man_mask(&self) -> u64 {
        (1u64 << self.man_bits) - 1
    }
    /// Largest exponent field value.
    pub const fn exp_field_max(&self) -> u64 {
        (1u64 << self.exp_bits) - 1
    }
    /// Unbiased exponent of the smallest normal number.
    pub const fn emin(&self) -> i32 {
        if self.has_subnormals {
            1 - self.bias
        } else {
            -self.bias
        }
    }
    /// Magnitude code of the largest finite value.
    pub const fn max_finite_code(&self) -> u64 {
        match self.nan {
            NanEncoding::Ieee => (self.exp_field_max() << self.man_bits) - 1,
            NanEncoding::AllOnes | NanEncoding::SingleFF => self.mag_mask() - 1,
            NanEncoding::None => {
                if self.has_inf {
                    (self.exp_field_max() << self.man_bits) - 1
                } else {
                    self.mag_mask()
                }
            }
        }
    }
    /// Positive infinity, if the format has one.
    pub const fn inf(&self) -> Option<u64> {
        if self.has_inf {
            Some(self.exp_field_max() << self.man_bits)
        } else {
            None
        }
    }
    /// The canonical NaN: positive sign, every magnitude bit set
    /// (f32 0x7FFFFFFF, f16/bf16 0x7FFF, e4m3fn 0x7F, e8m0 0xFF).
    pub const fn canonical_nan(&self) -> Option<u64> {
        match self.nan {
            NanEncoding::None => None,
            _ => Some(self.mag_mask()),
        }
    }
    /// The IEEE default quiet NaN (quiet bit only), or the canonical NaN for
    /// formats with a single NaN code.
    pub const fn default_nan(&self) -> Option<u64> {
        match self.nan {
            NanEncoding::Ieee => {
                Some((self.exp_field_max() << self.man_bits) | (1u64 << (self.man_bits - 1)))
            }
            NanEncoding::None => None,
            _ => Some(self.mag_mask()),
        }
    }
    pub const fn has_nan(&self) -> bool {
        !matches!(self.nan, NanEncoding::None)
    }
    pub const fn has_zero(&self) -> bool {
        self.has_subnormals
    }
    /// Positive zero (0 for formats that have a zero).
    pub const fn zero(&self, sign: bool) -> u64 {
        if sign {
            self.sign_bit()
        } else {
            0
        }
    }
    pub fn is_nan(&self, bits: u64) -> bool {
        let mag = bits & self.mag_mask();
        match self.nan {
            NanEncoding::Ieee => {
                (mag >> self.man_bits) == self.exp_field_max() && (mag & self.man_mask()) != 0
            }
            NanEncoding::AllOnes | NanEncoding::SingleFF => mag == self.mag_mask(),
            NanEncoding::None => false,
        }
    }
    pub fn is_inf(&self, bits: u64) -> bool {
        self.has_inf && (bits & self.mag_mask()) == self.exp_field_max() << self.man_bits
    }
    pub fn sign(&self, bits: u64) -> bool {
        bits & self.sign_bit() != 0
    }
    pub fn classify(&self, bits: u64) -> Class {
        let mag = bits & self.mag_mask();
        if self.is_nan(bits) {
            return Class::Nan;
        }
        if self.is_inf(bits) {
            return Class::Inf;
        }
        let e = mag >> self.man_bits;
        if self.has_subnormals && e == 0 {
            if mag == 0 {
                Class::Zero
            } else {
                Class::Subnormal
            }
        } else {
            Class::Normal
        }
    }
    /// Decodes a bit pattern. For finite values `sig * 2^exp` is the exact magnitude.
    pub fn unpack(&self, bits: u64) -> Unpacked {
        let bits = bits & self.mask();
        let sign = self.sign(bits);
        let class = self.classify(bits);
        let mag = bits & self.mag_mask();
        let e = (mag >> self.man_bits) as i32;
        let m = mag & self.man_mask();
        let (sig, exp) = match class {
            Class::Zero | Class::Inf | Class::Nan => (0, 0),
            Class::Subnormal => (m, 1 - self.bias - self.man_bits as i32),
            Class::Normal => (
                m | (1u64 << self.man_bits),
                e - self.bias - self.man_bits as i32,
            ),
        };
        Unpacked {
            sign,
            class,
            sig,
            exp,
        }
    }
    /// Decodes a finite value into an `f64` (exact for every format but f64
    /// subnormal-free narrow formats, where it is exact too). NaN/inf map to
    /// the host NaN/inf.
    pub fn to_f64(&self, bits: u64) -> f64 {
        let u = self.unpack(bits);
        let v = match u.class {
            Class::Nan => f64::NAN,
            Class::Inf => f64::INFINITY,
            Class::Zero => 0.0,
            _ => (u.sig as f64) * pow2(u.exp),
        };
        if u.sign {
            -v
        } else {
            v
        }
    }
}

/// 2^e as f64 for e in the f64 range (subnormal results exact).
pub fn pow2(e: i32) -> f64 {
    if e >= -1022 {
        if e > 1023 {
            f64::INFINITY
        } else {
            f64::from_bits(((e + 1023) as u64) << 52)
        }
    } else if e >= -1074 {
        f64::from_bits(1u64 << (e + 1074))
    } else {
        0.0
    }
}
