//! `--numerics h100` layouts checked against GPU results: where tileiras places a tile's
//! elements decides the order of its reductions (docs/numerics.md).

mod support;
use support::*;
use tileref_interp::{Numerics, Options};

/// A reduce over a tile smaller than the thread block, loaded in one dimension and reshaped:
/// tileiras lays the load out for the reduce (its SASS shuffles over the rows' own lanes,
/// xor 4, 2, 1), so the rows combine with strides 4, 2, 1. The GPU's bits for this column
/// (one f16 mulf reduce of the h100 fuzz batch, seed 3001, program 13858, H200) are 0x805e;
/// the reshaped load's own places would give NaN and the spec's linear order −0.
#[test]
fn a_reshaped_small_load_reduces_in_the_reduce_s_own_layout() {
    let col: [u16; 8] = [
        0x8001, 0xba83, 0x4cd3, 0x03ff, 0x666c, 0x3953, 0x3f00, 0xd26b,
    ];
    // The column sits at index 5 of each row of an 8x8 tile; the other columns are ones.
    let mut x = vec![0x3c00u16; 64];
    for (r, &v) in col.iter().enumerate() {
        x[r * 8 + 5] = v;
    }
    let body = format!(
        "{}    %v = reshape %x : tile<64xf16> -> tile<8x8x1xf16>
    %r = reduce %v dim=0 identities=[1.000000e+00 : f16] : tile<8x8x1xf16> -> tile<8x1xf16>
      (%a: tile<f16>, %b: tile<f16>) {{
        %c = mulf %a, %b : tile<f16>
        yield %c : tile<f16>
      }}
    %f = reshape %r : tile<8x1xf16> -> tile<8xf16>
{}",
        load("%p", "x", &[64], "f16"),
        store("%o", "%f", &[8], "f16")
    );
    let src = module("%p: tile<ptr<f16>>, %o: tile<ptr<f16>>", &body);
    let out = run_opts(
        &src,
        [1, 1, 1],
        vec![Arg::Buf(u16b(&x)), zeros(16)],
        &Options {
            numerics: Numerics::H100,
            ..opts()
        },
    );
    assert_eq!(out.u16s(1)[5], 0x805e);
}
