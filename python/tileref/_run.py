"""``tileref.run``: a Tile IR module (text or bytecode) that did not come from cuTile."""

from __future__ import annotations

import os

import numpy as np

from . import _device, _native
from ._core import HostArray, as_ndarray, dtype_of, execute, normalize_grid, place, tf32


def load(module, name=None):
    """Parses and verifies a module: Tile IR text (``str``), bytecode or text (``bytes``), or a
    path (``os.PathLike``). Invalid modules raise ``ValueError`` with tileref's diagnostics."""
    if isinstance(module, _native.Module):
        return module
    if isinstance(module, os.PathLike):
        path = os.fspath(module)
        with open(path, "rb") as f:
            return _native.load(f.read(), name or path)
    if isinstance(module, (str, bytes, bytearray, memoryview)):
        data = bytes(module) if not isinstance(module, str) else module
        return _native.load(data, name or "<module>")
    raise TypeError(f"a module is Tile IR text (str), bytes or a path, not {type(module).__name__}")


class Array:
    """An array passed as cuTile passes one: a pointer, then its shape, then its strides (in
    elements), with the entry's index type."""

    def __init__(self, array):
        self.array = array


class ArrayList:
    """A list of arrays passed as cuTile passes one: a pointer to a table of (pointer, shape,
    strides) 64-bit words, then the number of arrays."""

    def __init__(self, arrays):
        self.arrays = list(arrays)


class Bits:
    """A scalar given as its raw bit pattern (e.g. a NaN payload, or a bf16 value)."""

    def __init__(self, bits: int):
        self.bits = int(bits)


def _host(obj, what):
    if isinstance(obj, tf32):
        return HostArray(obj.array, dtype_of(obj.array, True))
    a = as_ndarray(obj)
    if a is None:
        raise TypeError(f"{what}: {type(obj).__name__} is not an array")
    return HostArray(a, dtype_of(a))


_WIDTH = {"i1": 8, "i8": 8, "i16": 16, "i32": 32, "i64": 64, "f16": 16, "bf16": 16, "f32": 32,
          "f64": 64, "tf32": 32, "f8E4M3FN": 8, "f8E5M2": 8, "f8E8M0FNU": 8, "fnv8E5M3FNU": 8}


def _check_pointee(h: HostArray, param, what):
    """An array goes to a pointer parameter whose pointee is its dtype; unsigned integers of
    the same width may carry any type's raw bits."""
    if param is None:
        return  # too many arguments: reported with the count
    kind, elem = param
    if kind != "ptr":
        raise TypeError(f"{what}: the entry's parameter is not a pointer ({elem}), but an array "
                        f"was given for it")
    if h.dtype.elem == elem:
        return
    if not (h.array.dtype.kind == "u" and h.dtype.bits == _WIDTH.get(elem)):
        raise TypeError(f"{what}: an array of {h.array.dtype} cannot be passed as a pointer to "
                        f"{elem}")


def run(module, entry, grid, args, *, schedule="parallel", threads=None, races=True,
        strict=False, reduce_order="linear", max_steps=None, timeout=None, on_error="raise",
        ub=None, capture=None, mma=None, numerics=None):
    """Runs ``entry`` of a Tile IR module over ``grid``.

    ``args`` follow the entry's parameters: an array (numpy, torch CPU tensor, ...) for a
    pointer parameter (its first element's address); :class:`Array` for cuTile's pointer, shape
    and strides; :class:`ArrayList` for cuTile's list (pointer, length); ``bool``, ``int``,
    ``float`` or a numpy scalar for a scalar parameter (floats rounded to nearest even);
    :class:`Bits` for a scalar's raw bits. Options, the report and the exceptions are those of
    :func:`tileref.launch`; ``ub="warn"`` continues past a view tile outside the view's index
    space (padding read, store dropped) and pointer elements outside every allocation (0 read,
    store or atomic dropped), each site reported once as an :class:`UndefinedBehaviorWarning`;
    any other undefined behaviour still raises :class:`UndefinedBehavior`. ``capture``: a
    directory the launch is written to as a test case for ``tileref gpu bundle`` (default:
    ``TILEREF_CAPTURE``).
    """
    m = load(module)
    if entry is None:
        names = m.entries()
        if len(names) != 1:
            raise ValueError(f"the module has {len(names)} entries; name one")
        entry = names[0]
    params = m.params(entry)
    g = normalize_grid(grid)
    # Arrays in GPU memory (also inside Array and ArrayList) run on host copies.
    raw = [a.array if isinstance(a, Array) else a.arrays if isinstance(a, ArrayList) else a
           for a in args]
    staged, staging = _device.stage(raw)
    if staging is not None:
        args = [Array(x) if isinstance(a, Array) else ArrayList(x) if isinstance(a, ArrayList)
                else x for a, x in zip(args, staged)]
    arrays, plan = [], []
    for k, a in enumerate(args):
        what = f"argument {k}"
        if isinstance(a, Array):
            h = _host(a.array, what)
            arrays.append(h)
            plan.append(("array", h))
        elif isinstance(a, ArrayList):
            if not a.arrays:
                raise ValueError(f"{what}: an empty list")
            hs = [_host(x, what) for x in a.arrays]
            arrays.extend(hs)
            plan.append(("list", hs))
        elif isinstance(a, Bits):
            plan.append(("bits", a.bits))
        elif isinstance(a, (bool, int, float)):
            plan.append(("value", a))
        elif isinstance(a, np.generic):
            plan.append(("value", a.item()))
        else:
            h = _host(a, what)
            arrays.append(h)
            plan.append(("buffer", h))
    regions = place(arrays)
    native = []
    at = 0  # the entry parameter the next argument goes to
    for k, step in enumerate(plan):
        what = f"argument {k}"
        param = params[at] if at < len(params) else None
        if step[0] == "buffer":
            _check_pointee(step[1], param, what)
            native.append(("ptr", step[1].region, step[1].offset))
            at += 1
        elif step[0] == "array":
            h = step[1]
            _check_pointee(h, param, what)
            native.append(("ptr", h.region, h.offset))
            native.extend(("value", int(n)) for n in h.array.shape)
            native.extend(("value", s) for s in h.strides)
            at += 1 + 2 * h.array.ndim
        elif step[0] == "list":
            native.append(("list", [(h.region, h.offset, [int(n) for n in h.array.shape] + h.strides)
                                    for h in step[1]]))
            at += 2
        else:
            native.append(step)
            at += 1
    try:
        return execute(m, entry, g, regions, native, arrays, schedule=schedule, threads=threads,
                       races=races, strict=strict, reduce_order=reduce_order,
                       max_steps=max_steps, timeout=timeout, on_error=on_error, ub=ub,
                       capture=capture, mma=mma, numerics=numerics)
    finally:
        if staging is not None:
            staging.write_back()
