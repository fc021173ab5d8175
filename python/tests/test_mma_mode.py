"""mma="exact" (the default, or TILEREF_MMA): mmaf's Σ A·B + C exactly, rounded once to the
accumulator type; "chain" rounds after every k. A 1x4x1 f16 product whose exact
value needs more than f16 holds at every step shows the difference."""

import numpy as np
import pytest

import tileref

T_A, T_B, T_C = "tile<1x4xf16>", "tile<4x1xf16>", "tile<1x1xf16>"
MMA = f"""cuda_tile.module @m {{
  entry @k(%pa: tile<ptr<f16>>, %pb: tile<ptr<f16>>, %pc: tile<ptr<f16>>) {{
    %va = make_tensor_view %pa, shape = [1, 4], strides = [4, 1] : tensor_view<1x4xf16, strides=[4,1]>
    %pva = make_partition_view %va : partition_view<tile=(1x4), tensor_view<1x4xf16, strides=[4,1]>>
    %i = constant <i32: 0> : tile<i32>
    %a, %t0 = load_view_tko weak %pva[%i, %i] : partition_view<tile=(1x4), tensor_view<1x4xf16, strides=[4,1]>>, tile<i32> -> {T_A}, token
    %vb = make_tensor_view %pb, shape = [4, 1], strides = [1, 1] : tensor_view<4x1xf16, strides=[1,1]>
    %pvb = make_partition_view %vb : partition_view<tile=(4x1), tensor_view<4x1xf16, strides=[1,1]>>
    %b, %t1 = load_view_tko weak %pvb[%i, %i] : partition_view<tile=(4x1), tensor_view<4x1xf16, strides=[1,1]>>, tile<i32> -> {T_B}, token
    %vc = make_tensor_view %pc, shape = [1, 1], strides = [1, 1] : tensor_view<1x1xf16, strides=[1,1]>
    %pvc = make_partition_view %vc : partition_view<tile=(1x1), tensor_view<1x1xf16, strides=[1,1]>>
    %c, %t2 = load_view_tko weak %pvc[%i, %i] : partition_view<tile=(1x1), tensor_view<1x1xf16, strides=[1,1]>>, tile<i32> -> {T_C}, token
    %r = mmaf %a, %b, %c : {T_A}, {T_B}, {T_C}
    %t3 = store_view_tko weak %r, %pvc[%i, %i] token=%t2 : {T_C}, partition_view<tile=(1x1), tensor_view<1x1xf16, strides=[1,1]>>, tile<i32> -> token
  }}
}}
"""

# 2048 + 1 + 1 + 1 + 1 = 2052 exactly (representable in f16, spacing 2 there); the chain rounds
# 2048 + 1 to 2048 (ties to even) four times and keeps 2048.
A = np.array([1, 1, 1, 1], np.float16)
B = np.array([1, 1, 1, 1], np.float16)
C0 = np.array([2048], np.float16)


def run(**kw):
    c = C0.copy()
    tileref.run(MMA, "k", (1,), [A.copy(), B.copy(), c], **kw)
    return float(c[0])


def test_exact_mode_rounds_once_and_chain_rounds_each_step():
    assert run() == 2052.0
    assert run(mma="chain") == 2048.0
    assert run(mma="exact") == 2052.0


def test_env_variable_sets_the_mode(monkeypatch):
    monkeypatch.setenv("TILEREF_MMA", "chain")
    assert run() == 2048.0
    assert run(mma="exact") == 2052.0
    monkeypatch.setenv("TILEREF_MMA", "exact")
    assert run() == 2052.0
    monkeypatch.setenv("TILEREF_MMA", "sometimes")
    with pytest.raises(ValueError, match="TILEREF_MMA"):
        run()


def test_unknown_mode_is_refused():
    with pytest.raises(ValueError, match="mma must be"):
        run(mma="fast")
