"""numerics="h100": the reduce order of tileiras's code on an H100, chosen per launch or by
TILEREF_NUMERICS, reported per op; the spec mode unchanged."""
import os

import numpy as np
import pytest

import tileref

KERNEL = """cuda_tile.module @m {
  entry @rowsum(%x: tile<ptr<f32>>, %o: tile<ptr<f32>>) {
    %c0 = constant <i32: 0> : tile<i32>
    %tx = make_tensor_view %x, shape = [2, 256], strides = [256, 1] : tensor_view<2x256xf32, strides=[256,1]>
    %px = make_partition_view %tx : partition_view<tile=(2x256), tensor_view<2x256xf32, strides=[256,1]>>
    %v, %t0 = load_view_tko weak %px[%c0, %c0] : partition_view<tile=(2x256), tensor_view<2x256xf32, strides=[256,1]>>, tile<i32> -> tile<2x256xf32>, token
    %s = reduce %v dim=1 identities=[0.000000e+00 : f32] : tile<2x256xf32> -> tile<2xf32>
      (%e: tile<f32>, %a: tile<f32>) {
        %y = addf %e, %a : tile<f32>
        yield %y : tile<f32>
      }
    %to = make_tensor_view %o, shape = [2], strides = [1] : tensor_view<2xf32, strides=[1]>
    %po = make_partition_view %to : partition_view<tile=(2), tensor_view<2xf32, strides=[1]>>
    %t1 = store_view_tko weak %s, %po[%c0] : tile<2xf32>, partition_view<tile=(2), tensor_view<2xf32, strides=[1]>>, tile<i32> -> token
    return
  }
}
"""


def inputs():
    rng = np.random.default_rng(5)
    e = rng.integers(-10, 11, 512)
    return ((1 + rng.random(512)) * np.exp2(e) * rng.choice([-1.0, 1.0], 512)).astype(np.float32)


def h100_order(x):
    """The order the model documents for a 2 x 256 f32 tile along dim 1 (4 warps): column
    thread t (0..63) folds 0 + x[t] + x[t+64] + x[t+128] + x[t+192]; then pairs over t's bits
    3, 2, 1, 0 (lane bits 4..1), then bits 5, 4 (warp bits 1, 0). numpy's float32 adds round
    to nearest even like the GPU's FADD."""
    out = []
    for row in x.reshape(2, 256):
        p = []
        for t in range(64):
            acc = np.float32(0) + row[t]
            for j in range(1, 4):
                acc = np.float32(acc + row[t + 64 * j])
            p.append(acc)
        for b in [3, 2, 1, 0, 5, 4]:
            p = [np.float32(p[t] + p[t | (1 << b)]) if t & (1 << b) == 0 else p[t] for t in range(64)]
        out.append(p[0])
    return np.array(out, dtype=np.float32)


def linear_order(x):
    out = []
    for row in x.reshape(2, 256):
        acc = row[0]
        for v in row[1:]:
            acc = np.float32(v + acc)
        out.append(acc)
    return np.array(out, dtype=np.float32)


def test_h100_mode_follows_the_layout_and_says_so():
    x = inputs()
    o = np.zeros(2, np.float32)
    rep = tileref.run(KERNEL, "rowsum", 1, [x, o], numerics="h100")
    assert o.view(np.uint32).tolist() == h100_order(x).view(np.uint32).tolist()
    notes = [d for d in rep.diagnostics if d.category == "numerics"]
    assert len(notes) == 1 and notes[0].kind == "h100-reduce-order" and notes[0].op == "reduce"
    o2 = np.zeros(2, np.float32)
    rep = tileref.run(KERNEL, "rowsum", 1, [x, o2])
    assert o2.view(np.uint32).tolist() == linear_order(x).view(np.uint32).tolist()
    assert not [d for d in rep.diagnostics if d.category == "numerics"]
    # These inputs tell the two orders apart.
    assert o.view(np.uint32).tolist() != o2.view(np.uint32).tolist()


def test_the_environment_chooses_the_mode(monkeypatch):
    x = inputs()
    monkeypatch.setenv("TILEREF_NUMERICS", "h100")
    o = np.zeros(2, np.float32)
    tileref.run(KERNEL, "rowsum", 1, [x, o])
    assert o.view(np.uint32).tolist() == h100_order(x).view(np.uint32).tolist()
    monkeypatch.setenv("TILEREF_NUMERICS", "gpu")
    with pytest.raises(ValueError, match="TILEREF_NUMERICS"):
        tileref.run(KERNEL, "rowsum", 1, [x, np.zeros(2, np.float32)])
    with pytest.raises(ValueError, match="numerics"):
        tileref.run(KERNEL, "rowsum", 1, [x, np.zeros(2, np.float32)], numerics="h200")
