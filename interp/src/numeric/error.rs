//! Undefined or invalid numeric behaviour, reported as values.

use std::fmt;

/// A numeric operation whose result Tile IR leaves undefined, or a call the
/// numeric core cannot answer. Never a panic.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum NumError {
    /// A `no_signed_wrap` promise was broken.
    SignedWrap,
    /// A `no_unsigned_wrap` promise was broken.
    UnsignedWrap,
    /// divi by zero.
    DivByZero,
    /// Signed divi of MIN by −1.
    DivOverflow,
    /// remi by zero.
    RemByZero,
    /// Shift amount ≥ bit width under the `Undefined` shift policy.
    ShiftTooLarge,
    /// ftoi of NaN, ±∞, or a value outside the integer range (not saturating).
    FtoiOutOfRange,
    /// A width outside 1..=64 or an inconsistent pair of widths.
    InvalidWidth,
    /// The operation is not defined for the given format (e.g. math on fp8).
    UnsupportedFormat,
}

impl fmt::Display for NumError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let s = match self {
            NumError::SignedWrap => "signed overflow under no_signed_wrap",
            NumError::UnsignedWrap => "unsigned overflow under no_unsigned_wrap",
            NumError::DivByZero => "integer division by zero",
            NumError::DivOverflow => "signed integer division of MIN by -1",
            NumError::RemByZero => "integer remainder by zero",
            NumError::ShiftTooLarge => "shift amount not less than the bit width",
            NumError::FtoiOutOfRange => {
                "float-to-int conversion of NaN, infinity or out-of-range value"
            }
            NumError::InvalidWidth => "invalid integer width",
            NumError::UnsupportedFormat => "operation not defined for this format",
        };
        f.write_str(s)
    }
}

impl std::error::Error for NumError {}
