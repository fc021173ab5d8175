//! The bit-exact numeric core.
//!
//! Values travel as bit patterns (`u64` holding the low bits of a format).
//! Every operation computes its exact result and rounds it once with
//! [`round::round`]; flush-to-zero and the NaN policy are thin layers around it.
//! `fast` holds host-FPU shortcuts that the tests prove equal to the exact path.
//! The module does not depend on the spec crate: the interpreter maps spec
//! types onto [`Format`], [`Rounding`], [`Env`] and friends.

pub mod convert;
pub mod error;
pub mod exact_sum;
pub mod fast;
pub mod float_ops;
pub mod format;
pub mod int_ops;
pub mod math;
pub mod nan;
pub mod round;

pub use convert::{
    conversion_env, default_conversion_overflow, ftof, ftoi, ftoi_saturating, itof, FtoiI1,
};
pub use error::NumError;
pub use fast::{BinOp, UnOp};
pub use float_ops::CmpPred;
pub use format::{
    Class, Format, NanEncoding, ALL_FORMATS, BF16, F16, F32, F4E2M1FN, F64, F8E4M3FN, F8E5M2,
    F8E8M0FNU, FNV8E5M3FNU, TF32,
};
pub use int_ops::{IntDivRounding, IntOverflow, ShiftPolicy};
pub use math::MathFn;
pub use nan::{NanMode, NanPolicy, NanToFinite};
pub use round::{round, Env, Exact, Overflow, Rounded, Rounding, Status};
