"""``tileref.launch``: a cuTile kernel with ``ct.launch``'s arguments, run on tileref.

The kernel signature is derived from the arguments as ``ct.launch`` derives it (the
``cutile_python_v1`` calling convention: dtype, rank, index type, the stride/shape/alignment
facts it specialises on, constants), exported through ``cuda.tile.compilation.export_kernel``
as Tile IR bytecode, cached per signature, and run by the interpreter.
"""

from __future__ import annotations

import contextlib
import io
import os
import struct
import threading

import numpy as np

from . import _native
from ._core import HostArray, as_ndarray, dtype_of, execute, normalize_grid, place, tf32

# The bytecode version kernels are exported at: the newest cuTile 1.7 writes without a GPU
# target or its developer features.
BYTECODE_VERSION = "13.4"

_INT32_MAX = (1 << 31) - 1
# Stride/shape/alignment facts are specialised for the first 5 dimensions only (as cuTile does).
_MAX_SPECIALISED_DIMS = 5

_cache = {}
_cache_lock = threading.Lock()


def _ct():
    try:
        import cuda.tile as ct
        import cuda.tile.compilation as comp
    except ImportError as e:
        raise ImportError("tileref.launch needs cuTile Python: pip install cuda-tile==1.7.0") from e
    return ct, comp


def _array_facts(h: HostArray, index_bits: int):
    """The facts ``ct.launch`` specialises an array on, computed for the address the kernel
    sees (the array's offset in its region; regions are 256-byte aligned)."""
    a = h.array
    bits = h.dtype.bits
    if index_bits == 32:
        for n, s in zip(a.shape, h.strides):
            if n > _INT32_MAX or s > _INT32_MAX:
                raise OverflowError("array shape or stride does not fit in int32; annotate the "
                                    "parameter with ct.IndexedWithInt64")
    stride_one, stride16, shape16 = [], [], []
    for i, (n, s) in enumerate(zip(a.shape, h.strides)):
        if i >= _MAX_SPECIALISED_DIMS:
            stride_one.append(False), stride16.append(False), shape16.append(False)
            continue
        sb = s * bits
        stride_one.append(s == 1)
        stride16.append(sb % 8 == 0 and (sb // 8) % 16 == 0)
        shape16.append((n * bits) % 8 == 0 and n % 16 == 0)
    # Elements are disjoint when, sorted by stride, each stride is positive and spans the
    # previous dimension.
    ss = sorted(zip(h.strides, a.shape))
    disjoint = len(ss) == 0 or ss[0][0] > 0
    for (ps, pn), (cs, _) in zip(ss, ss[1:]):
        disjoint = disjoint and cs > 0 and cs >= ps * pn
    return (tuple(stride_one), tuple(stride16), tuple(shape16), h.offset % 16 == 0, disjoint)


def _and_facts(f, g):
    return (tuple(x and y for x, y in zip(f[0], g[0])), tuple(x and y for x, y in zip(f[1], g[1])),
            tuple(x and y for x, y in zip(f[2], g[2])), f[3] and g[3], f[4] and g[4])


def _array_constraint(ct, comp, dtype, ndim, index_bits, facts):
    stride_one, stride16, shape16, aligned, disjoint = facts
    d = getattr(ct, dtype.ct)
    divisor = 128 // dtype.bits if 128 % dtype.bits == 0 else 1
    return comp.ArrayConstraint(
        d, ndim, index_dtype=ct.int64 if index_bits == 64 else ct.int32,
        stride_constant=[1 if x else None for x in stride_one],
        stride_lower_bound_incl=0, alias_groups=(), may_alias_internally=not disjoint,
        stride_divisible_by=tuple(divisor if x else 1 for x in stride16),
        shape_divisible_by=tuple(16 if x else 1 for x in shape16),
        base_addr_divisible_by=16 if aligned else 1)


def _index_bits(ann):
    a = getattr(ann, "array", None) or (ann.list.element if getattr(ann, "list", None) else None)
    if a is None:
        return 32
    bits = getattr(a, "index_dtype", None)
    if getattr(a, "static_shape_dims", ()) or getattr(a, "static_stride_dims", ()):
        raise NotImplementedError("static_shape_dims/static_stride_dims need the "
                                  "cutile_python_v2 calling convention, which tileref.launch "
                                  "does not use")
    return 64 if bits is not None and bits.bitwidth == 64 else 32


def _const_key(v):
    if isinstance(v, float):
        return ("f", struct.pack("<d", v))
    try:
        hash(v)
        return (type(v).__name__, v)
    except TypeError:
        return ("id", id(v))


def _host_array(obj):
    if isinstance(obj, tf32):
        return obj.array, dtype_of(obj.array, True)
    a = as_ndarray(obj)
    if a is None:
        return None, None
    return a, dtype_of(a)


class _Prepared:
    """A cuTile launch turned into the interpreter's terms."""

    __slots__ = ("key", "arrays", "regions", "params", "native_args", "kernel_name")


def _prepare(kernel, args):
    if not hasattr(kernel, "_annotated_function"):
        raise TypeError(f"{kernel!r} is not a cuTile kernel (decorate it with @ct.kernel)")
    if not isinstance(args, (tuple, list)):
        raise TypeError(f"kernel arguments must be a tuple, not {type(args).__name__}")
    anns = kernel._annotated_function.parameter_annotations
    name = kernel._annotated_function.pyfunc.__name__
    if len(args) != len(anns):
        raise TypeError(f"kernel {name} takes {len(anns)} arguments, {len(args)} given")

    # First pass: what each argument is, and every array in host memory.
    kinds = []
    arrays = []
    for i, (ann, arg) in enumerate(zip(anns, args)):
        if getattr(ann, "KIND", "leaf") != "leaf":
            raise NotImplementedError(f"argument {i} of {name}: tuple parameters need the "
                                      f"cutile_python_v2 calling convention, which "
                                      f"tileref.launch does not use")
        if ann.constant:
            kinds.append(("const", arg))
        elif isinstance(arg, bool):
            kinds.append(("scalar", "bool_", arg))
        elif isinstance(arg, int):
            sd = getattr(getattr(ann, "scalar", None), "dtype", None)
            kinds.append(("scalar", "int64" if sd is not None and sd.bitwidth == 64 else "int32", arg))
        elif isinstance(arg, float):
            kinds.append(("scalar", "float32", arg))
        elif isinstance(arg, np.generic):
            # As ct.launch: numpy scalars other than float64 (a float) are not arguments.
            raise TypeError(f"argument {i} of {name}: numpy scalar of type "
                            f"{type(arg).__name__}; pass a Python bool, int or float")
        elif isinstance(arg, list):
            if not arg:
                raise TypeError(f"argument {i} of {name}: empty lists are not supported as "
                                f"kernel arguments")
            items = []
            for j, x in enumerate(arg):
                a, dt = _host_array(x)
                if a is None:
                    raise TypeError(f"argument {i} of {name}: list item {j} is a "
                                    f"{type(x).__name__}, not an array")
                h = HostArray(a, dt)
                items.append(h)
                arrays.append(h)
            if any(h.dtype is not items[0].dtype for h in items):
                raise TypeError(f"argument {i} of {name}: arrays in list vary in data type")
            if any(h.array.ndim != items[0].array.ndim for h in items):
                raise TypeError(f"argument {i} of {name}: arrays in list vary in rank")
            kinds.append(("list", items, _index_bits(ann)))
        else:
            a, dt = _host_array(arg)
            if a is None:
                raise TypeError(f"argument {i} of {name}: unsupported argument type "
                                f"'{type(arg).__name__}' (arrays, lists of arrays, bool, int "
                                f"and float; other values need a ct.Constant parameter)")
            h = HostArray(a, dt)
            arrays.append(h)
            kinds.append(("array", h, _index_bits(ann)))
    regions = place(arrays)

    # Second pass: the signature key and the entry's arguments.
    key = [name]
    native = []
    for k in kinds:
        if k[0] == "const":
            key.append(("c", _const_key(k[1])))
        elif k[0] == "scalar":
            key.append(("s", k[1]))
            native.append(("value", k[2]))
        elif k[0] == "array":
            h, ib = k[1], k[2]
            f = _array_facts(h, ib)
            key.append(("a", h.dtype.ct, h.array.ndim, ib, f))
            native.append(("ptr", h.region, h.offset))
            native.extend(("value", int(n)) for n in h.array.shape)
            native.extend(("value", s) for s in h.strides)
        else:
            items, ib = k[1], k[2]
            f = _array_facts(items[0], ib)
            for h in items[1:]:
                f = _and_facts(f, _array_facts(h, ib))
            key.append(("l", items[0].dtype.ct, items[0].array.ndim, ib, f))
            native.append(("list", [(h.region, h.offset, [int(n) for n in h.array.shape] + h.strides)
                                    for h in items]))
    p = _Prepared()
    p.key, p.arrays, p.regions, p.native_args, p.kernel_name = tuple(key), arrays, regions, native, name
    p.params = kinds
    return p


def _signature(p: _Prepared):
    ct, comp = _ct()
    cons = []
    for k, key in zip(p.params, p.key[1:]):
        if k[0] == "const":
            cons.append(comp.ConstantConstraint(k[1]))
        elif k[0] == "scalar":
            cons.append(comp.ScalarConstraint(getattr(ct, k[1])))
        elif k[0] == "array":
            _, dct, ndim, ib, f = key
            cons.append(_array_constraint(ct, comp, k[1].dtype, ndim, ib, f))
        else:
            _, dct, ndim, ib, f = key
            el = _array_constraint(ct, comp, k[1][0].dtype, ndim, ib, f)
            cons.append(comp.ListConstraint(el, alias_groups=(), elements_may_alias=True))
    sig = comp.KernelSignature(cons, comp.CallingConvention.cutile_python_v1())
    return sig.with_mangled_symbol(p.kernel_name)


def export_bytecode(kernel, p: _Prepared):
    """The kernel's Tile IR bytecode for the signature of ``p``, and its entry name."""
    _, comp = _ct()
    sig = _signature(p)
    buf = io.BytesIO()
    comp.export_kernel(kernel, [sig], buf, output_format="tileir_bytecode",
                       bytecode_version=BYTECODE_VERSION)
    return buf.getvalue(), sig.symbol


def _compiled(kernel, p: _Prepared):
    ck = (kernel, p.key)
    hit = _cache.get(ck)
    if hit is not None:
        return hit
    data, entry = export_bytecode(kernel, p)
    module = _native.load(data, f"<cuTile kernel {p.kernel_name}>")
    with _cache_lock:
        _cache[ck] = (module, entry)
    return module, entry


def launch(grid, kernel, args, *, schedule="parallel", threads=None, races=True, strict=False,
           reduce_order="linear", max_steps=None, timeout=None, on_error="raise"):
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
    before the run stops; ``timeout``: seconds before the run stops.
    """
    g = normalize_grid(grid)
    p = _prepare(kernel, args)
    module, entry = _compiled(kernel, p)
    return execute(module, entry, g, p.regions, p.native_args, p.arrays, schedule=schedule,
                   threads=threads, races=races, strict=strict, reduce_order=reduce_order,
                   max_steps=max_steps, timeout=timeout, on_error=on_error)


# --- tileref.interpret(): cuda.tile.launch itself runs on tileref -------------------------

_patch_lock = threading.Lock()


def _make_launch(options):
    def interpreted_launch(stream, grid, kernel, kernel_args, /, **_launch_options):
        # The stream and GPU launch options mean nothing on the CPU.
        launch(grid, kernel, kernel_args, **options)
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
    try:
        yield
    finally:
        with _patch_lock:
            ct.launch, cext.launch = saved


def interpret_globally(**options):
    """Makes ``cuda.tile.launch`` run on tileref for the rest of the process."""
    import cuda.tile as ct
    import cuda.tile._cext as cext
    with _patch_lock:
        ct.launch = cext.launch = _make_launch(options)


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
    p = _prepare(kernel, args)
    for h in p.arrays:
        if h.offset != 0 or sum(1 for x in p.arrays if x.region == h.region) > 1:
            raise ValueError("export_launch needs arrays that do not overlap")
    data, entry = export_bytecode(kernel, p)
    os.makedirs(directory, exist_ok=True)
    with open(os.path.join(directory, "kernel.tileirbc"), "wb") as f:
        f.write(data)
    spec_args = []
    for k, kind in enumerate(p.params):
        if kind[0] == "scalar":
            spec_args.append({"scalar": _SCALAR_ELEM[kind[1]],
                              "bits": hex(_scalar_bits(kind[1], kind[2]))})
        elif kind[0] == "array":
            h = kind[1]
            index = "i64" if kind[2] == 64 else "i32"
            if h.array.flags.c_contiguous:
                np.save(os.path.join(directory, f"arg{k}.npy"), _npy_view(h))
                spec_args.append({"array": f"arg{k}.npy", "elem": h.dtype.elem, "index": index})
            else:
                # A strided view: the bytes it spans as one buffer, then its shape and strides.
                np.save(os.path.join(directory, f"arg{k}.npy"), _npy_view(h, span=True))
                spec_args.append({"buffer": f"arg{k}.npy", "elem": h.dtype.elem})
                spec_args.extend({"scalar": index, "value": int(v)}
                                 for v in list(h.array.shape) + h.strides)
        elif kind[0] == "list":
            names = []
            if not all(h.array.flags.c_contiguous for h in kind[1]):
                raise ValueError("export_launch needs C-contiguous arrays in lists")
            for j, h in enumerate(kind[1]):
                np.save(os.path.join(directory, f"arg{k}_{j}.npy"), _npy_view(h))
                names.append(f"arg{k}_{j}.npy")
            spec_args.append({"array_list": names, "elem": kind[1][0].dtype.elem})
    spec = {"entry": entry, "grid": list(g), "args": spec_args}
    path = os.path.join(directory, "launch.json")
    with open(path, "w") as f:
        json.dump(spec, f, indent=1)
    return path
