"""``tileref.launch``: a cuTile kernel with ``ct.launch``'s arguments, run on tileref.

The kernel signature is derived from the arguments as ``ct.launch`` derives it (``_params``:
the ``cutile_python_v1`` calling convention, or ``cutile_python_v2`` for tuples and static
shapes), compiled to Tile IR bytecode through cuTile's own compile path (``kernel._compile``,
so cuTile's checks for the target run), cached per kernel, signature and target, and run by
the interpreter.
"""

from __future__ import annotations

import contextlib
import os
import re
import threading

import numpy as np

from . import _device, _native, _params, _stand_in, _tune
from ._core import HostArray, execute, normalize_grid

# The bytecode version kernels are exported at: the newest cuTile 1.7 writes without a GPU
# target or its developer features.
BYTECODE_VERSION = "13.4"

_cache = {}
_compile_lock = threading.Lock()
_UNSET = object()
_target = _UNSET


def _ct():
    try:
        import cuda.tile as ct
        import cuda.tile.compilation as comp
    except ImportError as e:
        raise ImportError("tileref.launch needs cuTile Python: pip install cuda-tile==1.7.0") from e
    return ct, comp


def target():
    """The compute capability kernels are compiled for, as ``(major, minor)``, or None.

    ``TILEREF_ARCH=sm_XY`` names one; ``TILEREF_ARCH=none`` none. Otherwise it is the GPU's
    when the process can see one (so cuTile refuses what ``ct.launch`` would refuse on it, for
    example fp8 on sm_80), and none on a machine without a GPU: tileref runs every element type.
    """
    global _target
    if _target is _UNSET:
        env = os.environ.get("TILEREF_ARCH", "").strip().lower()
        if env in ("none", "off"):
            _target = None
        elif env:
            m = re.fullmatch(r"sm_(\d+)(\d)[af]?", env)
            if not m:
                raise ValueError(f"TILEREF_ARCH={env!r}: expected sm_XY (e.g. sm_90) or none")
            _target = (int(m.group(1)), int(m.group(2)))
        else:
            try:
                from cuda.tile._cext import get_compute_capability
                _target = tuple(get_compute_capability())
            except Exception:
                _target = None
    return _target


def _bytecode_only(inner):
    """``compile_tile`` as ``kernel._compile`` calls it, stopping at the bytecode (no tileiras):
    the result's ``cubin`` is the bytecode."""
    from cuda.tile._compile import parse_bytecode_version

    def compile_tile(*args, **kwargs):
        kwargs.update(return_bytecode=True, return_cubin=False,
                      bytecode_version=parse_bytecode_version(BYTECODE_VERSION))
        res = inner(*args, **kwargs)
        res.cubin = bytes(res.bytecode)
        return res
    return compile_tile


def compile_bytecode(kernel, sig, cc):
    """Tile IR bytecode of ``kernel`` for the signature ``sig`` and its entry's name, through
    the path ``ct.launch`` compiles with (a spy or patch on ``kernel._compile`` or
    ``cuda.tile._compile.compile_tile`` sees the same calls)."""
    import cuda.tile._compile as compile_mod
    from cuda.tile._cext import default_tile_context
    with _compile_lock:  # the module attribute is swapped for the call
        inner = compile_mod.compile_tile
        compile_mod.compile_tile = _bytecode_only(inner)
        try:
            if cc is not None:
                data, symbol, *_ = kernel._compile(sig, default_tile_context, cc)
            else:
                res = compile_mod.compile_tile(kernel._annotated_function, (sig,), None,
                                               kernel._compiler_options, default_tile_context)
                data, symbol = res.cubin, res.kernel_signatures[0].symbol
        finally:
            compile_mod.compile_tile = inner
    return data, symbol


def export_bytecode(kernel, p):
    """The kernel's Tile IR bytecode for the launch ``p`` (no target checks), and its entry."""
    _ct()
    return compile_bytecode(kernel, _params.signature(p), None)


def _compiled(kernel, p):
    cc = target()
    ck = (kernel, p.key, cc)
    hit = _cache.get(ck)
    if hit is not None:
        return hit
    _ct()
    data, entry = compile_bytecode(kernel, _params.signature(p), cc)
    module = _native.load(data, f"<cuTile kernel {p.kernel_name}>")
    _cache[ck] = (module, entry)
    return module, entry


def launch(grid, kernel, args, *, schedule="parallel", threads=None, races=True, strict=False,
           reduce_order="linear", max_steps=None, timeout=None, on_error="raise", ub=None,
           capture=None, mma=None, numerics=None):
    """Runs a ``@ct.kernel`` function over ``grid`` on the CPU, with the arguments a program
    passes to ``ct.launch(stream, grid, kernel, args)`` (numpy arrays or torch CPU tensors for
    GPU arrays). Arrays are read and written in place.

    Returns a :class:`tileref.LaunchReport`. Undefined behaviour, a race, a failed assert or a
    limit raise :class:`UndefinedBehavior`, :class:`DataRace`, :class:`AssertionFailed` or
    :class:`LimitExceeded` (all :class:`KernelError`) unless ``on_error="report"``, which returns
    the report instead. Arrays hold what the kernel wrote either way.

    ``schedule``: ``parallel``, ``sequential``, ``reverse`` or ``random:SEED``; ``threads``:
    worker threads of the parallel schedule; ``races``: detect data races; ``strict``: warn
    (:class:`StrictWarning`) where results depended on unspecified behaviour;
    ``reduce_order``: ``linear``, ``tree`` or ``reverse``; ``max_steps``: ops per tile block
    before the run stops; ``timeout``: seconds before the run stops; ``ub``: ``"raise"``
    (default, or ``TILEREF_UB``) or ``"warn"``, which continues past a tile outside its view's
    index space and a pointer access outside every allocation as a GPU does, with an
    :class:`UndefinedBehaviorWarning` for each such site. ``mma``: how ``mmaf`` rounds
    Σ A·B + C: ``"exact"`` (default, or ``TILEREF_MMA``), the exact value rounded once to the
    accumulator type, or ``"chain"``, one fused multiply-add per k in order. ``numerics``:
    ``"spec"`` (default, or ``TILEREF_NUMERICS``) or ``"h100"``, what tileiras 13.5 code
    computes on an H100 for the ops tileref models (reduce and scan order; exp, exp2, log,
    log2, rsqrt, tanh, sinh, cosh); the report's diagnostics of category ``"numerics"`` say which ops
    followed which.

    Arrays may be in GPU memory (torch CUDA tensors, cupy arrays, ``__cuda_array_interface__``
    or CUDA DLPack): they are copied to the host for the run and back after it.

    ``capture``: a directory this launch is written to as a test case for ``tileref gpu
    bundle`` (default: ``TILEREF_CAPTURE``, if set); see docs/python.md.
    """
    return _launch(normalize_grid(grid), kernel, args, dict(
        schedule=schedule, threads=threads, races=races, strict=strict,
        reduce_order=reduce_order, max_steps=max_steps, timeout=timeout, on_error=on_error,
        ub=ub, capture=capture, mma=mma, numerics=numerics))


_DEFAULTS = dict(schedule="parallel", threads=None, races=True, strict=False,
                 reduce_order="linear", max_steps=None, timeout=None, on_error="raise", ub=None,
                 capture=None, mma=None, numerics=None)


def _launch(g, kernel, args, options):
    unknown = set(options) - set(_DEFAULTS)
    if unknown:
        raise TypeError(f"unknown launch options: {', '.join(sorted(unknown))}")
    host_args, staging = _device.stage(args)
    try:
        p = _params.prepare(kernel, host_args, staging.origin if staging is not None else None)
        module, entry = _compiled(kernel, p)
        return execute(module, entry, g, p.regions, p.native_args, p.arrays,
                       **{**_DEFAULTS, **options})
    finally:
        if staging is not None:
            staging.write_back()


# --- tileref.interpret(): cuda.tile.launch itself runs on tileref -------------------------

_patch_lock = threading.Lock()


def _make_launch(options):
    def interpreted_launch(*args, **kwargs):
        # ct.launch(stream, grid, kernel, kernel_args, /, *, programmatic_dependent_launch):
        # its checks and messages; the stream and launch options mean nothing on the CPU.
        if len(args) != 4:
            raise TypeError(f"Wrong number of arguments to {_params._SIG}")
        stream, grid, kernel, kernel_args = args
        g = _params.check_call(stream, grid, kernel, kernel_args, kwargs)
        _launch(g, kernel, kernel_args, options)
    interpreted_launch.__tileref__ = True
    return interpreted_launch


@contextlib.contextmanager
def interpret(**options):
    """Within the block, ``cuda.tile.launch`` (``ct.launch``) runs kernels on tileref with
    ``options`` (those of :func:`launch`), so a script whose arrays are on the CPU runs
    unchanged. ``python -m tileref script.py`` runs a whole script so."""
    import cuda.tile as ct
    import cuda.tile._cext as cext
    with _patch_lock:
        saved = (ct.launch, cext.launch)
        ct.launch = cext.launch = _make_launch(options)
        saved_tune = _tune.patch(options)  # cuda.tile.tune runs its configs on tileref too
        stood_in = _stand_in.patch()  # tileref answers for a missing tileiras
    try:
        yield
    finally:
        with _patch_lock:
            ct.launch, cext.launch = saved
            _tune.unpatch(saved_tune)
            if stood_in:
                _stand_in.unpatch()


def interpret_globally(**options):
    """Makes ``cuda.tile.launch`` run on tileref for the rest of the process."""
    import cuda.tile as ct
    import cuda.tile._cext as cext
    with _patch_lock:
        ct.launch = cext.launch = _make_launch(options)
        _tune.patch(options)
        _stand_in.patch()


def _env_interpret():
    if os.environ.get("TILEREF_INTERPRET", "") not in ("", "0"):
        try:
            interpret_globally()
        except ImportError:
            import warnings
            warnings.warn("TILEREF_INTERPRET is set but cuda.tile cannot be imported")



# --- tileref.export_launch(): the same launch as files for `tileref run` ------------------

_SCALAR_ELEM = {"bool_": "i1", "int32": "i32", "int64": "i64", "float32": "f32"}


def _npy_view(h: HostArray, span=False):
    """The array as the CLI's .npy files hold it: narrow floats as raw unsigned bits. With
    ``span``, every element from the first to the last one of a strided view, as one row."""
    a = h.array
    if span:
        n = (h.hi - h.lo) // a.itemsize
        a = np.lib.stride_tricks.as_strided(a, shape=(n,), strides=(a.itemsize,))
    if h.dtype.elem in ("bf16", "tf32") or h.dtype.elem.startswith("f8"):
        return a.view({8: np.uint8, 16: np.uint16, 32: np.uint32}[h.dtype.bits])
    return a


def _scalar_bits(ct_name, v):
    if ct_name == "float32":
        return int(np.array(v, dtype=np.float64).astype(np.float32).view(np.uint32))
    if ct_name == "bool_":
        return int(bool(v))
    return int(v) & ((1 << (64 if ct_name == "int64" else 32)) - 1)


def export_launch(grid, kernel, args, directory):
    """Writes what ``launch(grid, kernel, args)`` would run as files for the command line:
    ``kernel.tileirbc``, ``launch.json`` and one ``arg<k>.npy`` (``arg<k>_<j>.npy`` for list
    items) per array, so that ``tileref run kernel.tileirbc --launch launch.json`` repeats it.
    Arrays must not overlap (the launch spec gives each its own allocation); a strided view
    goes as the buffer it spans followed by its shape and strides; arrays in lists must be
    C-contiguous. Returns the path of the launch spec."""
    import json
    g = normalize_grid(grid)
    p = _params.prepare(kernel, args)
    for h in p.arrays:
        if h.offset != 0 or sum(1 for x in p.arrays if x.region == h.region) > 1:
            raise ValueError("export_launch needs arrays that do not overlap")
    data, entry = export_bytecode(kernel, p)
    os.makedirs(directory, exist_ok=True)
    with open(os.path.join(directory, "kernel.tileirbc"), "wb") as f:
        f.write(data)
    spec_args = []
    # One file per array leaf, numbered in the order of the entry's arguments.
    leaves = [x for x in _params._leaves(p.tree) if x.kind != "const"]
    for k, leaf in enumerate(leaves):
        if leaf.kind == "scalar":
            ct_name, v = leaf.value
            spec_args.append({"scalar": _SCALAR_ELEM[ct_name], "bits": hex(_scalar_bits(ct_name, v))})
        elif leaf.kind == "array":
            h = leaf.arrays[0]
            index = "i64" if leaf.index_bits == 64 else "i32"
            strides = _params._strides(h, leaf.facts)
            if h.array.flags.c_contiguous and strides == h.strides:
                np.save(os.path.join(directory, f"arg{k}.npy"), _npy_view(h))
                spec_args.append({"array": f"arg{k}.npy", "elem": h.dtype.elem, "index": index})
            else:
                # A strided view (or strides the launch passes otherwise): the bytes it spans
                # as one buffer, then its shape and strides.
                np.save(os.path.join(directory, f"arg{k}.npy"), _npy_view(h, span=True))
                spec_args.append({"buffer": f"arg{k}.npy", "elem": h.dtype.elem})
                spec_args.extend({"scalar": index, "value": int(v)}
                                 for v in list(h.array.shape) + strides)
        else:
            names = []
            if not all(h.array.flags.c_contiguous for h in leaf.arrays):
                raise ValueError("export_launch needs C-contiguous arrays in lists")
            for j, h in enumerate(leaf.arrays):
                np.save(os.path.join(directory, f"arg{k}_{j}.npy"), _npy_view(h))
                names.append(f"arg{k}_{j}.npy")
            spec_args.append({"array_list": names, "elem": leaf.arrays[0].dtype.elem})
    spec = {"entry": entry, "grid": list(g), "args": spec_args}
    path = os.path.join(directory, "launch.json")
    with open(path, "w") as f:
        json.dump(spec, f, indent=1)
    return path
