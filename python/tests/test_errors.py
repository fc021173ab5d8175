"""Races, undefined behaviour, failed asserts and limits as exceptions (with the Python source
line), on_error="report", and clear errors for bad kernels and arguments."""

import numpy as np
import pytest

import tileref
import error_kernels as ek
from kernels import vec_add

SRC = ek.__file__


def test_race_names_both_stores():
    a = np.arange(512, dtype=np.float32)
    out = np.zeros(128, np.float32)
    with pytest.raises(tileref.DataRace) as ei:
        tileref.launch(4, ek.racy_store, (a, out, 128), schedule="sequential")
    e = ei.value
    assert isinstance(e, tileref.KernelError)
    assert e.op == "store_view_tko"
    assert e.file == SRC and e.line == ek.line_of("race")
    assert f"{SRC}:{ek.line_of('race')}" in str(e)
    # Sequential order: block 1's store is the second one, conflicting with block 0's.
    assert e.block == (1, 0, 0) and e.element == [0]
    assert e.other is not None and e.other.block == (0, 0, 0) and e.other.line == e.line
    assert e.report.status == "race"


def test_race_is_fixed_by_disjoint_stores():
    # The fix: each block stores its own tile.
    a = np.arange(512, dtype=np.float32)
    out = np.zeros(512, np.float32)
    tileref.launch(4, vec_add, (a, np.zeros_like(a), out, 128))
    assert np.array_equal(out, a)


def test_out_of_bounds_gather_is_ub():
    x = np.arange(100, dtype=np.float32)
    idx = np.arange(64, dtype=np.int32)
    idx[37] = 100
    with pytest.raises(tileref.UndefinedBehavior) as ei:
        tileref.launch(4, ek.unchecked_gather, (x, idx, np.zeros(64, np.float32), 16),
                       schedule="sequential")
    e = ei.value
    assert e.kind == "out-of-bounds" and e.op == "load_ptr_tko"
    assert e.line == ek.line_of("gather") and e.block == (2, 0, 0) and e.element == [5]


def test_division_by_zero_is_ub():
    a = np.arange(64, dtype=np.int32)
    b = np.ones(64, np.int32)
    b[70 - 64 + 10] = 0
    with pytest.raises(tileref.UndefinedBehavior) as ei:
        tileref.launch(2, ek.int_divide, (a, b, np.zeros(64, np.int32), 32))
    e = ei.value
    assert e.kind == "division-by-zero"
    assert e.line == ek.line_of("divide") and e.block == (0, 0, 0) and e.element == [16]


def test_failed_assert():
    a = np.ones(64, np.int32)
    a[40] = -3
    with pytest.raises(tileref.AssertionFailed) as ei:
        tileref.launch(2, ek.positive, (a, 32))
    e = ei.value
    assert e.line == ek.line_of("assert") and e.block == (1, 0, 0)
    assert "values must be positive" in str(e)


def test_assert_that_holds():
    assert tileref.launch(2, ek.positive, (np.ones(64, np.int32), 32)).ok


def test_on_error_report_returns_the_report():
    a = np.arange(512, dtype=np.float32)
    out = np.zeros(128, np.float32)
    rep = tileref.launch(4, ek.racy_store, (a, out, 128), on_error="report", schedule="sequential")
    assert isinstance(rep, tileref.LaunchReport) and rep.status == "race" and not rep.ok
    d = rep.diagnostics[0]
    assert d.category == "race" and d.line == ek.line_of("race") and d.other is not None
    # The arrays hold what the run wrote: the last block's tile.
    assert np.array_equal(out, a[384:])


def test_aliased_arguments_race():
    # ct.launch's signature says arrays do not alias, so cuTile orders a load and a store of
    # different parameters by nothing: passing one array as both is a race within a block.
    x = np.arange(128, dtype=np.int32)
    with pytest.raises(tileref.DataRace) as ei:
        tileref.launch(2, ek.inc, (x, x, 64))
    assert ei.value.line == ek.line_of("alias")
    assert "not ordered by tokens" in str(ei.value)
    # Separate arrays are fine.
    y = np.zeros_like(x)
    tileref.launch(2, ek.inc, (x, y, 64))
    assert np.array_equal(y, x + 1)


def test_overlapping_views_share_memory():
    # Two views of one buffer are one region: the kernel's writes through one are seen in both.
    base = np.zeros(256, np.float32)
    a = np.arange(128, dtype=np.float32)
    tileref.launch(2, vec_add, (a, a, base[64:192], 64))
    assert np.array_equal(base[64:192], 2 * a) and not base[:64].any() and not base[192:].any()


def test_max_steps_stops_the_run():
    out = np.zeros(1, np.int32)
    with pytest.raises(tileref.LimitExceeded) as ei:
        tileref.launch(1, ek.spin, (10**9, out), max_steps=10_000)
    assert ei.value.kind == "step-limit"
    tileref.launch(1, ek.spin, (1000, out))
    assert out[0] == 1000


def test_deadlock_is_a_kernel_error():
    with pytest.raises(tileref.KernelError) as ei:
        tileref.launch(2, ek.wait_forever, (np.zeros(1, np.int32), np.zeros(1, np.int32)))
    assert type(ei.value) is tileref.KernelError and ei.value.kind == "deadlock"


def test_bad_arguments():
    a = np.zeros(128, np.float32)
    with pytest.raises(TypeError, match="Kernel expects 4 arguments but 3 were given"):
        tileref.launch(1, vec_add, (a, a, a))
    with pytest.raises(TypeError, match="complex64"):
        tileref.launch(1, vec_add, (a, a, np.zeros(128, np.complex64), 128))
    with pytest.raises(TypeError, match="not a cuTile kernel"):
        tileref.launch(1, lambda: None, ())
    with pytest.raises(TypeError, match="Invalid kernel argument #2: Objects of type 'str' are not supported"):
        tileref.launch(1, vec_add, (a, a, "x", 128))
    with pytest.raises(ValueError, match="grid"):
        tileref.launch((0,), vec_add, (a, a, a, 128))
    with pytest.raises(ValueError, match="on_error"):
        tileref.launch(1, vec_add, (a, a, a, 128), on_error="ignore")
    with pytest.raises(ValueError, match="unknown schedule"):
        tileref.launch(1, vec_add, (a, a, a, 128), schedule="backwards")
    with pytest.raises(ValueError, match="negative strides"):
        tileref.launch(1, vec_add, (a[::-1], a, a, 128))
    with pytest.raises(OverflowError):
        tileref.launch(1, ek.spin, (1 << 40, np.zeros(1, np.int32)))


def test_read_only_output_is_refused():
    a = np.ones(128, np.float32)
    out = np.zeros(128, np.float32)
    out.flags.writeable = False
    with pytest.raises(ValueError, match="read-only"):
        tileref.launch(1, vec_add, (a, a, out, 128))
    assert not out.any()
    # Read-only inputs are fine.
    a.flags.writeable = False
    c = np.zeros(128, np.float32)
    tileref.launch(1, vec_add, (a, a, c, 128))
    assert np.array_equal(c, 2 * a)


def test_invalid_module_is_a_value_error_with_the_diagnostic():
    bad = "cuda_tile.module @m {\n  entry @e() {\n    %x = addf %y, %y : tile<f32>\n  }\n}\n"
    with pytest.raises(ValueError, match=r"<module>:3:"):
        tileref.run(bad, "e", 1, [])


def test_numpy_scalars_are_refused_as_ct_launch_does():
    out = np.zeros(1, np.int32)
    with pytest.raises(TypeError, match="Invalid kernel argument #0: Objects of type 'numpy.int32' are not supported"):
        tileref.launch(1, ek.spin, (np.int32(5), out))
    tileref.launch(1, ek.spin, (5, out))
    assert out[0] == 5


def test_strict_warns_about_unspecified_padding():
    # 100 elements in 128-wide tiles, loaded without a padding mode: the out-of-bounds lanes
    # read an unspecified value (the masked store drops them, so the result is still exact).
    a = np.arange(100, dtype=np.float32)
    c = np.zeros(100, np.float32)
    with pytest.warns(tileref.StrictWarning, match="unspecified-padding|without padding_value"):
        rep = tileref.launch(1, vec_add, (a, a, c, 128), strict=True)
    assert rep.ok and np.array_equal(c, 2 * a)
    assert any(d.category == "warning" for d in rep.diagnostics)
