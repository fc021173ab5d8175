//! What one GPU toolchain does where the spec leaves the answer open: the `Numerics::H100`
//! mode reproduces the code tileiras 13.5.37 generates for an H100 (sm_90). `layout` is where
//! tileiras places a tile's elements among a thread block's registers, lanes and warps,
//! `infer` follows those placements through a kernel, and `reduce` and `scan` turn a placement
//! into the order in which a reduction or a scan combines elements; `sfu` is the special
//! function unit and the math sequences built on it. docs/numerics.md has the measurements.

pub mod infer;
pub mod layout;
pub mod libdevice;
pub mod reduce;
pub mod scan;
pub mod sfu;
pub mod tensor;
