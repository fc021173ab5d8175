"""Everything ``ct.launch`` of cuTile 1.7 accepts, under tileref: tuple parameters (the
cutile_python_v2 calling convention), constant tuples, static shape/stride annotations and
their recompile rules, grid forms, one compile per signature, and ct.launch's errors."""

import contextlib
from typing import Annotated
from unittest.mock import patch

import numpy as np
import pytest

ct = pytest.importorskip("cuda.tile")
import cuda.tile._compile as compile_mod  # noqa: E402

import tileref  # noqa: E402
from tileref import _params  # noqa: E402

ConstInt = ct.Constant[int]


@ct.kernel
def add_pair(pair, out, tile: ConstInt):
    a, b = pair
    i = ct.bid(0)
    ct.store(out, index=(i,), tile=ct.load(a, index=(i,), shape=(tile,)) +
             ct.load(b, index=(i,), shape=(tile,)))


@ct.kernel
def nested(t, out, tile: ConstInt):
    # t = (x, (scale, y), offset): out = x * scale + y + offset
    x, (scale, y), offset = t
    i = ct.bid(0)
    tx = ct.load(x, index=(i,), shape=(tile,))
    ty = ct.load(y, index=(i,), shape=(tile,))
    ct.store(out, index=(i,), tile=tx * scale + ty + offset)


@ct.kernel
def const_tuple(x, out, shape: ct.Constant[tuple[int, int]]):
    i = ct.bid(0)
    t = ct.load(x, index=(i, 0), shape=shape)
    ct.store(out, index=(i, 0), tile=t * 2)


@ct.kernel
def static_rows(x: Annotated[ct.Array, ct.ArrayAnnotation(static_shape_dims=(0,))], out,
                tile: ConstInt):
    ct.static_assert(x.shape[0] >= 1)
    i = ct.bid(0)
    t = ct.load(x, index=(0, i), shape=(x.shape[0], tile))
    ct.store(out, index=(0, i), tile=t + 1)


@ct.kernel
def copy_1d(x, out, tile: ConstInt):
    i = ct.bid(0)
    ct.store(out, index=(i,), tile=ct.load(x, index=(i,), shape=(tile,)))


@ct.kernel
def column_add(x, col, out, tm: ConstInt, tn: ConstInt):
    i, j = ct.bid(0), ct.bid(1)
    t = ct.load(x, index=(i, j), shape=(tm, tn))
    c = ct.load(col, index=(i, 0), shape=(tm, 1))
    ct.store(out, index=(i, j), tile=t + c)


@ct.kernel
def fill_ones(out, tile: ConstInt):
    ct.store(out, index=(ct.bid(0),), tile=ct.full((tile,), 1.0, ct.float32))


def _rng():
    return np.random.default_rng(7)


def test_tuple_of_arrays():
    a, b = _rng().standard_normal((2, 256)).astype(np.float32)
    out = np.zeros(256, np.float32)
    tileref.launch((4,), add_pair, ((a, b), out, 64))
    assert np.array_equal(out, a + b)


def test_nested_tuples_with_scalars():
    rng = _rng()
    x, y = rng.standard_normal((2, 128)).astype(np.float32)
    out = np.zeros(128, np.float32)
    tileref.launch((2,), nested, ((x, (2.0, y), 3), out, 64))
    expect = (x * np.float32(2.0) + y) + np.float32(3)  # x * 2 is exact: fused or not
    assert np.array_equal(out, expect)


def test_constant_tuple_and_recompile_per_value():
    x = _rng().standard_normal((8, 16)).astype(np.float32)
    out = np.zeros_like(x)
    with patch("cuda.tile._compile.compile_tile", side_effect=compile_mod.compile_tile) as spy:
        tileref.launch((4,), const_tuple, (x, out, (2, 16)))
        tileref.launch((4,), const_tuple, (x, out, (2, 16)))
        assert spy.call_count == 1
        tileref.launch((8,), const_tuple, (x, out, (1, 16)))
        assert spy.call_count == 2
    assert np.array_equal(out, 2 * x)


def test_static_shape_recompiles_per_value():
    with patch("cuda.tile._compile.compile_tile", side_effect=compile_mod.compile_tile) as spy:
        for rows, calls in ((4, 1), (8, 2), (4, 2)):
            x = np.arange(rows * 64, dtype=np.float32).reshape(rows, 64)
            out = np.zeros_like(x)
            tileref.launch((2,), static_rows, (x, out, 32))
            assert np.array_equal(out, x + 1)
            assert spy.call_count == calls


def test_one_compile_per_signature():
    # As cuTile's dispatcher: a new stride-1/divisibility fact is a new signature; the same
    # facts with other values are not.
    a0 = np.zeros(64 * 4, np.float16)[:64]
    with patch("cuda.tile._compile.compile_tile", side_effect=compile_mod.compile_tile) as spy:
        out = np.zeros(64, np.float16)
        tileref.launch((4,), copy_1d, (a0, out, 16))
        assert spy.call_count == 1
        strided2 = np.zeros(64 * 4, np.float16)[::2][:32]
        tileref.launch((2,), copy_1d, (strided2, np.zeros(32, np.float16), 16))
        assert spy.call_count == 2
        strided4 = np.zeros(64 * 4, np.float16)[::4][:16]
        tileref.launch((1,), copy_1d, (strided4, np.zeros(16, np.float16), 16))
        assert spy.call_count == 2


def test_singleton_dimensions_are_static_without_false_assumptions():
    # ct.launch makes size-1 dimensions static (calling convention v2); cuTile then assumes
    # their stride 16-byte divisible, so tileref passes stride 0 there: no UB, same results.
    rng = _rng()
    x = rng.standard_normal((64, 96)).astype(np.float32)
    col = rng.standard_normal((64, 1)).astype(np.float32)
    out = np.zeros_like(x)
    p = _params.prepare(column_add, (x, col, out, 16, 32))
    assert p.v2
    assert "_Kt2_" in _params.signature(p).symbol
    tileref.launch((4, 3), column_add, (x, col, out, 16, 32))
    assert np.array_equal(out, x + col)


def test_calling_convention_v1_for_plain_arguments():
    x = np.zeros(64, np.float32)
    p = _params.prepare(copy_1d, (x, x.copy(), 64))
    assert not p.v2 and "_Kt1_" in _params.signature(p).symbol


def test_lists_of_arrays_and_tuples_of_lists():
    @ct.kernel
    def sum_list(xs, out, tile: ConstInt):
        i = ct.bid(0)
        acc = ct.zeros((tile,), ct.float32)
        for k in range(len(xs)):
            acc = acc + ct.load(xs[k], index=(i,), shape=(tile,))
        ct.store(out, index=(i,), tile=acc)

    xs = [np.full(128, k + 1, np.float32) for k in range(3)]
    out = np.zeros(128, np.float32)
    tileref.launch((2,), sum_list, (xs, out, 64))
    assert (out == 6).all()


def test_grid_forms_under_interpretation():
    out = np.zeros(64, np.float32)
    with tileref.interpret():
        ct.launch(None, (), fill_ones, (out, 64))  # () is one block, as on a GPU
        assert (out == 1).all()
        out[:] = 0
        ct.launch(None, (1, 1, 1), fill_ones, (out, 64))
        assert (out == 1).all()
        ct.launch(0, (True,), fill_ones, (out, 64))  # a raw stream handle, bool extents
    assert tileref.launch((), fill_ones, (out, 64)).ok


@pytest.mark.parametrize("grid, exc, msg", [
    (1, TypeError, "Grid must be a tuple"),
    ([1], TypeError, "Grid must be a tuple"),
    ((1, 1, 1, 1), ValueError, "Grid dimensions must be at most 3, got length 4"),
    ((np.int64(1),), TypeError, "an integer is required"),
    ((-1,), OverflowError, "can't convert negative value to unsigned int"),
    ((1 << 24,), ValueError, "Grid[0] exceeds 24-bit limit: max=16777215, got=16777216. Use "
                             "multiple kernel launches for larger workloads."),
    ((1, 65536), ValueError, "Grid[1] is too big: max=65535, got=65536"),
    ((0,), RuntimeError, "Failed to launch cuTile kernel: invalid argument"),
])
def test_grid_errors_are_ct_launchs(grid, exc, msg):
    out = np.zeros(64, np.float32)
    with tileref.interpret():
        with pytest.raises(exc) as ei:
            ct.launch(None, grid, fill_ones, (out, 64))
    assert msg in str(ei.value)


def test_call_errors_are_ct_launchs():
    out = np.zeros(64, np.float32)
    sig = "launch(stream, grid, kernel, kernel_args, /, *, programmatic_dependent_launch=False)"
    with tileref.interpret():
        with pytest.raises(TypeError, match=r"Wrong number of arguments to launch\(stream"):
            ct.launch(None, (1,), fill_ones)
        with pytest.raises(TypeError) as ei:
            ct.launch(None, (1,), lambda: None, (out, 64))
        assert str(ei.value) == f"{sig} expects a tile kernel as the third argument, got function"
        with pytest.raises(TypeError) as ei:
            ct.launch(None, (1,), fill_ones, [out, 64])
        assert str(ei.value) == f"{sig} expects a tuple as the fourth argument, got list"
        with pytest.raises(TypeError, match="Kernel expects 2 arguments but 1 was given"):
            ct.launch(None, (1,), fill_ones, (out,))
        with pytest.raises(TypeError, match="Kernel expects 2 arguments but 3 were given"):
            ct.launch(None, (1,), fill_ones, (out, 64, 1))
        with pytest.raises(TypeError, match="Unsupported stream type 'float'"):
            ct.launch(1.5, (1,), fill_ones, (out, 64))
        with pytest.raises(RuntimeError, match="Unexpected keyword argument foo"):
            ct.launch(None, (1,), fill_ones, (out, 64), foo=1)
        ct.launch(None, (1,), fill_ones, (out, 64), programmatic_dependent_launch=True)


def test_argument_errors_are_ct_launchs():
    x = np.zeros(128, np.float32)
    out = np.zeros(128, np.float32)

    class Pair(tuple):
        pass

    with pytest.raises(TypeError) as ei:
        tileref.launch((2,), add_pair, (Pair((x, x)), out, 64))
    assert str(ei.value) == ("Invalid kernel argument #0: 'Pair' is a subclass of 'tuple'. "
                             "Only plain tuples are accepted.")
    with pytest.raises(TypeError) as ei:
        tileref.launch((2,), add_pair, ((x, None), out, 64))
    assert str(ei.value) == ("Invalid item #1 of kernel argument #0: Objects of type 'NoneType' "
                             "are not supported.")
    with pytest.raises(TypeError) as ei:
        tileref.launch((1,), const_tuple, (x.reshape(8, 16), out.reshape(8, 16), (2, x)))
    assert str(ei.value) == ("Invalid item #1 of kernel argument #2: Could not interpret "
                             "object of type 'ndarray' as a constant.")
    with pytest.raises(TypeError, match="Received a tuple of length 3 for a parameter annotated "
                                        "as a tuple of length 2"):
        tileref.launch((1,), const_tuple, (x.reshape(8, 16), out.reshape(8, 16), (2, 16, 1)))
    with pytest.raises(TypeError, match="Received a non-tuple argument for a parameter annotated "
                                        "as a tuple"):
        tileref.launch((1,), const_tuple, (x.reshape(8, 16), out.reshape(8, 16), 2))
    with pytest.raises(TypeError, match="Empty lists are not supported as kernel arguments"):
        tileref.launch((1,), copy_1d, ([], out, 64))
    with pytest.raises(OverflowError, match="Python int too large to convert to C int32_t"):
        tileref.launch((1,), nested, ((x, (1.0, x), 1 << 40), out, 64))


def test_static_dimension_errors():
    @ct.kernel
    def k(x: Annotated[ct.Array, ct.ArrayAnnotation(static_shape_dims=(5,))]):
        pass

    with pytest.raises(ValueError, match="static_shape_dims contains axis 5 but array rank is 2"):
        tileref.launch((1,), k, (np.zeros((2, 2), np.float32),))

    @ct.kernel
    def lst(xs: Annotated[list, ct.ListAnnotation(element=ct.ArrayAnnotation(static_shape_dims=(0,)))]):
        pass

    with pytest.raises(ValueError, match=r"Arrays in list vary in static shape at axis 0 \(4 vs 5\)"):
        tileref.launch((1,), lst, ([np.zeros(4, np.float32), np.zeros(5, np.float32)],))


def test_stride_zero_arrays():
    # A broadcast input (stride 0) is read as a GPU reads it.
    row = np.arange(64, dtype=np.float32)
    x = np.broadcast_to(row, (4, 64))
    assert x.strides == (0, 4)

    @ct.kernel
    def copy2(x, out):
        ct.store(out, index=(0, 0), tile=ct.load(x, index=(0, 0), shape=(4, 64)))

    out = np.zeros((4, 64), np.float32)
    tileref.launch((1,), copy2, (x, out))
    assert np.array_equal(out, x)


def test_torch_cpu_tensors_in_tuples():
    torch = pytest.importorskip("torch")
    a = torch.arange(256, dtype=torch.float32)
    b = torch.ones(256, dtype=torch.float32)
    out = torch.zeros(256, dtype=torch.float32)
    tileref.launch((4,), add_pair, ((a, b), out, 64))
    assert torch.equal(out, a + b)


def test_tileref_stands_in_for_a_missing_tileiras():
    from tileref import _stand_in
    missing = _stand_in._tileiras_missing(compile_mod)
    with tileref.interpret():
        version = compile_mod._get_max_supported_bytecode_version("/tmp")
        if missing:
            assert compile_mod._find_compiler_bin().path == _stand_in.STAND_IN_PATH
            assert version.as_string() == "13.4"
            from cuda.tile.compilation import export_kernel
            import io
            x = np.zeros(64, np.float32)
            sig = _params.signature(_params.prepare(copy_1d, (x, x.copy(), 64)))
            with pytest.raises(ct.TileCompilerExecutionError, match="tileiras is not installed"):
                export_kernel(copy_1d, [sig], io.BytesIO(), output_format="cubin", gpu_code="sm_90")
        else:
            assert compile_mod._find_compiler_bin().path != _stand_in.STAND_IN_PATH
    if _stand_in._saved is None:  # (interpret_globally, earlier in this process, keeps it)
        with pytest.raises(FileNotFoundError) if missing else contextlib.nullcontext():
            compile_mod._find_compiler_bin()


def test_nested_namedtuples_are_refused_by_name():
    from collections import namedtuple
    Point = namedtuple("Point", ["x", "y"])
    x = np.zeros(128, np.float32)
    with pytest.raises(TypeError) as ei:
        tileref.launch((1,), nested, ((x, Point(1.0, x), 1), x.copy(), 64))
    assert str(ei.value) == ("Invalid item #1 of kernel argument #0: 'Point' is a subclass of "
                             "'tuple'. Only plain tuples are accepted.")


def test_failed_assert_prints_its_message_once(capsys):
    @ct.kernel
    def checked(x, cond, y, tile: ConstInt):
        bid = ct.bid(0)
        ct.assert_(ct.load(cond, index=(bid,), shape=(tile,)), "assert failed")
        ct.store(y, index=(bid,), tile=ct.load(x, index=(bid,), shape=(tile,)))

    x = np.arange(256, dtype=np.float32)
    y = np.zeros_like(x)
    cond = np.ones(256, np.bool_)
    cond[0] = False
    with pytest.raises(tileref.AssertionFailed):
        tileref.launch((2,), checked, (x, cond, y, 128))
    out = [line for line in capsys.readouterr().out.splitlines() if line]
    assert len(out) == 1 and "assert failed" in out[0]


def test_cext_benchmark_runs_on_tileref_while_interpreting():
    import cuda.tile._cext as cext
    original = cext._benchmark
    out = np.zeros(64, np.float32)
    with tileref.interpret():
        t = cext._benchmark(None, (1,), fill_ones, (out, 64))
        assert isinstance(t, float) and (out == 1).all()
    assert cext._benchmark is original
