//! Bugs planted on purpose, so that the fuzzer's tests can show it finds what it should.
//! Compiled only with the `planted-bugs` feature and off until a test switches one on; a
//! normal build has none of this.

/// A planted bug.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum Bug {
    None = 0,
    /// `ftof` f64 → f32 with `rounding<negative_inf>` rounds toward +inf.
    FtofRounding = 1,
    /// A rank-2 `broadcast` of a `1 x n` tile repeats along the wrong axis.
    BroadcastAxis = 2,
}

#[cfg(feature = "planted-bugs")]
static ACTIVE: std::sync::atomic::AtomicU8 = std::sync::atomic::AtomicU8::new(0);

/// Switches the planted bug on (for the whole process).
#[cfg(feature = "planted-bugs")]
pub fn set(b: Bug) {
    ACTIVE.store(b as u8, std::sync::atomic::Ordering::SeqCst);
}

#[inline]
pub fn active(b: Bug) -> bool {
    #[cfg(feature = "planted-bugs")]
    {
        ACTIVE.load(std::sync::atomic::Ordering::Relaxed) == b as u8
    }
    #[cfg(not(feature = "planted-bugs"))]
    {
        let _ = b;
        false
    }
}
