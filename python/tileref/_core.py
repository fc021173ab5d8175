"""Host arrays, memory regions and one run of the interpreter, shared by ``launch`` and ``run``."""

from __future__ import annotations

import os
import sys
import warnings

import numpy as np

from . import _capture, _native
from ._errors import (Diagnostic, LaunchReport, StrictWarning, UndefinedBehaviorWarning,
                      exception_for)

try:
    import ml_dtypes as _ml
except ImportError:  # bf16 and fp8 arrays need it; everything else works without
    _ml = None


class tf32:
    """A float32 array passed as a ``tfloat32`` array: numpy has no tf32 dtype, so the array
    holds f32 bit patterns and the kernel sees the upper 19 bits of each (sign, 8 exponent bits,
    10 mantissa bits), as a GPU reads tf32 from memory."""

    def __init__(self, array):
        a = as_ndarray(array)
        if a is None or a.dtype != np.float32:
            raise TypeError("tileref.tf32 wraps a float32 array")
        self.array = a


class _DType:
    __slots__ = ("ct", "elem", "bits")

    def __init__(self, ct, elem, bits):
        self.ct = ct      # name in cuda.tile (ct.float32 ...)
        self.elem = elem  # Tile IR element type
        self.bits = bits  # bits per element in memory


_BY_DTYPE = {}


def _register(np_dtype, ct, elem, bits):
    _BY_DTYPE[np.dtype(np_dtype)] = _DType(ct, elem, bits)


for _n, _e in [("int8", "i8"), ("int16", "i16"), ("int32", "i32"), ("int64", "i64")]:
    _register(_n, _n, _e, int(_e[1:]))
    _register("u" + _n, "u" + _n, _e, int(_e[1:]))
_register(np.bool_, "bool_", "i1", 8)
_register(np.float16, "float16", "f16", 16)
_register(np.float32, "float32", "f32", 32)
_register(np.float64, "float64", "f64", 64)
if _ml is not None:
    _register(_ml.bfloat16, "bfloat16", "bf16", 16)
    _register(_ml.float8_e4m3fn, "float8_e4m3fn", "f8E4M3FN", 8)
    _register(_ml.float8_e5m2, "float8_e5m2", "f8E5M2", 8)
    _register(_ml.float8_e8m0fnu, "float8_e8m0fnu", "f8E8M0FNU", 8)
_TF32 = _DType("tfloat32", "tf32", 32)


def _torch_to_numpy(t):
    if t.device.type != "cpu":  # CUDA tensors are staged (_device) before this
        raise TypeError(f"torch tensors on {t.device} cannot be passed to a kernel")
    t = t.detach()
    name = str(t.dtype).removeprefix("torch.")
    if name in ("bfloat16", "float8_e4m3fn", "float8_e5m2", "float8_e8m0fnu"):
        # numpy knows no such dtype: view the storage as integers, then as ml_dtypes' type.
        if _ml is None:
            raise TypeError(f"a torch {name} tensor needs the ml_dtypes package")
        import torch
        width = torch.int16 if name == "bfloat16" else torch.uint8
        return t.view(width).numpy().view(getattr(_ml, name))
    return t.numpy()


def as_ndarray(obj):
    """A numpy array sharing memory with ``obj`` (a numpy array, a torch CPU tensor, anything
    with the array interface or DLPack), or None when ``obj`` is not an array."""
    if isinstance(obj, np.ndarray):
        return obj
    mod = type(obj).__module__ or ""
    if mod.startswith("torch") and hasattr(obj, "detach"):
        return _torch_to_numpy(obj)
    if hasattr(obj, "__array_interface__"):
        return np.asarray(obj)
    if hasattr(obj, "__dlpack__"):
        return np.from_dlpack(obj)
    return None


def dtype_of(a, wrapped_tf32=False) -> _DType:
    if wrapped_tf32:
        return _TF32
    d = _BY_DTYPE.get(a.dtype)
    if d is None:
        hint = " (install ml_dtypes for bf16 and fp8)" if _ml is None else ""
        raise TypeError(f"arrays of dtype {a.dtype} cannot be passed to a kernel{hint}")
    return d


class HostArray:
    """An array argument: where it lies in host memory and in which region."""

    __slots__ = ("array", "dtype", "ptr", "lo", "hi", "region", "offset", "strides")

    def __init__(self, array, dtype: _DType):
        a = array
        self.array = a
        self.dtype = dtype
        item = a.itemsize
        strides = []
        for s in a.strides:
            if s < 0:
                raise ValueError("arrays with negative strides cannot be passed (cuTile assumes "
                                 "non-negative strides); pass a copy")
            if s % item:
                raise ValueError(f"array strides {a.strides} are not multiples of the element "
                                 f"size {item}")
            strides.append(s // item)
        self.strides = strides
        self.ptr = a.__array_interface__["data"][0]
        self.lo = self.ptr
        self.hi = self.ptr + (item + sum((n - 1) * s for n, s in zip(a.shape, a.strides))
                              if a.size else 0)


def place(arrays):
    """Groups arrays whose bytes overlap into one region each (so aliasing views see each
    other's writes, as on a GPU) and sets each array's region and offset. Returns the regions
    as ``(address, bytes, writable)``, in the order of their first array (so the addresses the
    kernel sees do not depend on where numpy put the arrays)."""
    groups = []  # [lo, hi, writable, first array index, members]
    cur = None
    for i in sorted(range(len(arrays)), key=lambda i: arrays[i].lo):
        h = arrays[i]
        if h.hi == h.lo:
            # Empty: a region of its own, which no access can touch.
            groups.append([h.lo, h.lo, True, i, [h]])
            continue
        if cur is not None and h.lo < cur[1]:
            cur[1] = max(cur[1], h.hi)
            cur[2] = cur[2] and h.array.flags.writeable
            cur[3] = min(cur[3], i)
            cur[4].append(h)
        else:
            cur = [h.lo, h.hi, bool(h.array.flags.writeable), i, [h]]
            groups.append(cur)
    groups.sort(key=lambda g: g[3])
    for r, g in enumerate(groups):
        for h in g[4]:
            h.region, h.offset = r, h.lo - g[0]
    return [(g[0], g[1] - g[0], g[2]) for g in groups]


def execute(module, entry, grid, regions, native_args, keep_alive, *, schedule, threads, races,
            strict, reduce_order, max_steps, timeout, on_error, ub=None, capture=None, mma=None,
            numerics=None):
    """Runs the interpreter once; prints go to ``sys.stdout``; returns the report or raises.
    UB continued past under ``ub="warn"`` comes as :class:`UndefinedBehaviorWarning`.
    ``capture``: a directory the launch is written to as a GPU test case (``None``:
    ``TILEREF_CAPTURE``; see ``_capture``)."""
    if on_error not in ("raise", "report"):
        raise ValueError(f"on_error must be 'raise' or 'report', not {on_error!r}")
    if ub is None:
        ub = ub_from_env()
    if mma is None:
        mma = mma_from_env()
    if numerics is None:
        numerics = numerics_from_env()
    cap = _capture.begin(capture, module, entry, grid, regions, native_args, mma, numerics)
    res = _native.launch(module, entry, grid, regions, native_args, schedule=schedule,
                         threads=threads, races=races, strict=strict, reduce_order=reduce_order,
                         max_steps=max_steps, timeout=timeout, ub=ub, mma=mma,
                         numerics=numerics)
    if cap is not None:
        cap.finish(res["status"], res["reports"])
    del keep_alive  # the arrays behind `regions` lived until here
    prints = res["prints"]
    if prints:
        sys.stdout.write(prints)
    if res["readonly_written"]:
        raise ValueError("the kernel wrote to a read-only array (its changes were dropped); "
                         "pass a writeable array")
    report = LaunchReport(res["status"], [Diagnostic._from(d) for d in res["reports"]], prints)
    # A failed assert prints its message, as a GPU's device-side assert does (on stdout).
    failed = [str(d) for d in report.diagnostics if d.category == "assert"]
    if failed:
        sys.stdout.write("".join(line + "\n" for line in failed))
    for d in report.diagnostics:
        if d.category == "warning":
            warnings.warn(str(d), StrictWarning, stacklevel=3)
        elif d.category == "ub-warning":
            warnings.warn(str(d), UndefinedBehaviorWarning, stacklevel=3)
    if report.status == "ok" or on_error == "report":
        return report
    raise exception_for(report)


def ub_from_env():
    """The undefined-behaviour policy ``TILEREF_UB`` names (``raise`` when unset)."""
    ub = os.environ.get("TILEREF_UB", "").strip().lower() or "raise"
    if ub not in ("raise", "warn"):
        raise ValueError(f"TILEREF_UB={ub!r}: expected 'raise' or 'warn'")
    return ub


def mma_from_env():
    """How mmaf rounds, as ``TILEREF_MMA`` names it (``exact`` when unset)."""
    mma = os.environ.get("TILEREF_MMA", "").strip().lower() or "exact"
    if mma not in ("chain", "exact"):
        raise ValueError(f"TILEREF_MMA={mma!r}: expected 'chain' or 'exact'")
    return mma


def numerics_from_env():
    """Whose numerics to reproduce, as ``TILEREF_NUMERICS`` names it (``spec`` when unset)."""
    n = os.environ.get("TILEREF_NUMERICS", "").strip().lower() or "spec"
    if n not in ("spec", "h100"):
        raise ValueError(f"TILEREF_NUMERICS={n!r}: expected 'spec' or 'h100'")
    return n


def normalize_grid(grid):
    if isinstance(grid, (int, np.integer)) and not isinstance(grid, bool):
        grid = (grid,)
    try:
        g = tuple(int(x) for x in grid)
    except TypeError:
        raise TypeError(f"grid must be an int or a tuple of 0 to 3 ints, not {grid!r}") from None
    if len(g) > 3:
        raise ValueError(f"grid must have 0 to 3 extents, not {len(g)}")
    if any(x < 1 or x >= 1 << 24 for x in g):
        raise ValueError(f"grid extents must be in [1, 2^24), got {g}")
    return g + (1,) * (3 - len(g))
