"""A cuTile launch's arguments as ``ct.launch`` of cuTile 1.7 reads them.

The walk follows the kernel's parameter annotations through plain tuples (the
``cutile_python_v2`` calling convention) down to leaves: compile-time constants, scalars,
arrays and lists of arrays. Each leaf gets the facts ``ct.launch`` specialises on; together
they are the compile key (one export per distinct key, as ``ct.launch`` compiles once per
signature) and the entry's arguments, flattened depth-first with constants dropped. Errors
for bad arguments carry ``ct.launch``'s exception types and messages.
"""

from __future__ import annotations

import struct

import numpy as np

from ._core import HostArray, as_ndarray, dtype_of, place, tf32

_INT32_MAX = (1 << 31) - 1
_MAX_NESTING = 64
# Stride/shape/alignment facts are inferred for the first 5 dimensions only.
_MAX_SPECIALISED_DIMS = 5


class ArgError(TypeError):
    pass


def _type_name(x, qualified=True):
    t = type(x)
    mod = t.__module__
    if not qualified or mod in (None, "builtins"):
        return t.__name__
    return f"{mod}.{t.__qualname__}"


def _where(path):
    """``ct.launch``'s name for an argument: innermost item first."""
    s = f"kernel argument #{path[0]}"
    for i in path[1:]:
        s = f"item #{i} of {s}"
    return s


def _invalid(path, msg, exc=TypeError):
    return exc(f"Invalid {_where(path)}: {msg}")


# --- leaves -------------------------------------------------------------------------

class Leaf:
    __slots__ = ("kind", "value", "ann", "arrays", "index_bits", "facts")

    def __init__(self, kind, value, ann, arrays=(), index_bits=32, facts=None):
        self.kind = kind          # "const", "scalar", "array", "list"
        self.value = value        # the constant, the scalar's (ct dtype name, value)
        self.ann = ann            # the leaf's LeafAnnotationNode
        self.arrays = arrays      # HostArrays of an array or list leaf
        self.index_bits = index_bits
        self.facts = facts


def _static_dims(ann_array, ndim, field):
    dims = tuple(getattr(ann_array, field, ()) or ()) if ann_array is not None else ()
    out, seen = [], set()
    for d in dims:
        n = d + ndim if d < 0 else d
        if not 0 <= n < ndim:
            raise ValueError(f"{field} contains axis {d} but array rank is {ndim}")
        if n in seen:
            raise ValueError(f"{field} contains duplicate axis {d}")
        seen.add(n)
        out.append(n)
    return tuple(sorted(out)), bool(dims)


def _array_facts(h: HostArray, index_bits, ann_array):
    """What ``ct.launch`` specialises an array on, for the address the kernel sees."""
    a = h.array
    bits = h.dtype.bits
    if index_bits == 32:
        for n in a.shape:
            if n > _INT32_MAX:
                raise OverflowError("shape is too big")
        for s in h.strides:
            if s > _INT32_MAX:
                raise OverflowError("stride is too big")
    static_shape, any_shape = _static_dims(ann_array, a.ndim, "static_shape_dims")
    static_stride, any_stride = _static_dims(ann_array, a.ndim, "static_stride_dims")
    shape_c, stride_c, stride16, shape16 = [], [], [], []
    for i, (n, s) in enumerate(zip(a.shape, h.strides)):
        inferred = i < _MAX_SPECIALISED_DIMS
        sb = s * bits
        stride16.append(inferred and sb % 8 == 0 and (sb // 8) % 16 == 0)
        shape16.append(inferred and (n * bits) % 8 == 0 and n % 16 == 0)
        if i in static_shape:
            shape_c.append(int(n))
        else:
            shape_c.append(1 if inferred and not any_shape and n == 1 else None)
        if i in static_stride:
            stride_c.append(int(s))
        else:
            stride_c.append(1 if inferred and not any_stride and s == 1 else None)
    # Elements are disjoint when, sorted by stride, each stride is positive and spans the
    # previous dimension.
    ss = sorted(zip(h.strides, a.shape))
    disjoint = len(ss) == 0 or ss[0][0] > 0
    for (ps, pn), (cs, _) in zip(ss, ss[1:]):
        disjoint = disjoint and cs > 0 and cs >= ps * pn
    return (tuple(shape_c), tuple(stride_c), tuple(stride16), tuple(shape16),
            h.offset % 16 == 0, disjoint, (static_shape, static_stride))


def _singleton(f, d):
    """Whether dimension ``d`` is a static size-1 dimension whose stride is not annotated
    static. cuTile 1.7 lowers such a stride as dynamic with ``assume div_by<16 bytes>`` ("the
    stride is irrelevant to addressing on that dimension"), even where ``ct.launch`` passes 1
    or made it the constant 1 — an assume that does not hold. tileref passes stride 0 for such
    a dimension instead (addresses are the same: its only in-bounds index is 0) and leaves the
    stride out of the constants, so the kernel's assumptions hold."""
    return f[0][d] == 1 and d not in f[6][1]


def _strides(h: HostArray, f):
    return [0 if _singleton(f, d) else s for d, s in enumerate(h.strides)]


def _and_facts(f, g):
    """Facts of a list: those all its arrays share; annotated dimensions must agree."""
    static_shape, static_stride = f[6]
    for field, fv, gv, dims in (("shape", f[0], g[0], static_shape),
                                ("stride", f[1], g[1], static_stride)):
        for d in dims:
            if fv[d] != gv[d]:
                raise ValueError(f"Arrays in list vary in static {field} at axis {d} "
                                 f"({fv[d]} vs {gv[d]})")
    both = lambda x, y: tuple(a if a == b else None for a, b in zip(x, y))  # noqa: E731
    return (both(f[0], g[0]), both(f[1], g[1]),
            tuple(x and y for x, y in zip(f[2], g[2])), tuple(x and y for x, y in zip(f[3], g[3])),
            f[4] and g[4], f[5] and g[5], f[6])


def _index_bits(ann_array):
    bits = getattr(ann_array, "index_dtype", None) if ann_array is not None else None
    return 64 if bits is not None and bits.bitwidth == 64 else 32


def _host_array(obj):
    if isinstance(obj, tf32):
        return HostArray(obj.array, dtype_of(obj.array, True))
    a = as_ndarray(obj)
    if a is None:
        return None
    return HostArray(a, dtype_of(a))


def _is_array_like(x):
    return (isinstance(x, (np.ndarray, tf32)) or hasattr(x, "__array_interface__")
            or hasattr(x, "__dlpack__") or hasattr(x, "__cuda_array_interface__"))


def _const_value(x, path, origin):
    if isinstance(x, (bool, int, float)) and not isinstance(x, np.generic) or \
            isinstance(x, np.float64):
        return x
    raise _invalid(path, f"Could not interpret object of type "
                         f"'{_type_name(origin.get(id(x), x), False)}' as a constant.")


def _leaf(ann, x, path, arrays, origin):
    ann.validate()
    if ann.constant:
        return Leaf("const", _const_value(x, path, origin), ann)
    if isinstance(x, bool):
        return Leaf("scalar", ("bool_", x), ann)
    if isinstance(x, int) and not isinstance(x, np.generic):
        sd = getattr(ann.scalar, "dtype", None) if ann.scalar is not None else None
        wide = sd is not None and sd.bitwidth == 64
        lim = 1 << (63 if wide else 31)
        if not -lim <= x < lim:
            raise OverflowError(f"Python int too large to convert to C "
                                f"{'int64_t' if wide else 'int32_t'}")
        return Leaf("scalar", ("int64" if wide else "int32", x), ann)
    if isinstance(x, float):  # np.float64 is a float
        return Leaf("scalar", ("float32", float(x)), ann)
    if isinstance(x, np.generic):  # other numpy scalars are no arguments
        raise _invalid(path, f"Objects of type '{_type_name(x)}' are not supported.")
    if isinstance(x, list):
        if not x:
            raise TypeError("Empty lists are not supported as kernel arguments")
        ann_array = getattr(ann.list, "element", None) if ann.list is not None else ann.array
        items = []
        for j, y in enumerate(x):
            h = _host_array(y) if _is_array_like(y) and not isinstance(y, np.generic) else None
            if h is None:
                if j == 0 or isinstance(y, (bool, int, float, str)):
                    raise TypeError(f"Expected list items to be arrays, got {_type_name(y, False)}")
                raise TypeError(f"Invalid list item #{j}: unsupported object type "
                                f"'{_type_name(y)}'")
            items.append(h)
        if any(h.dtype is not items[0].dtype for h in items):
            raise TypeError("Arrays in list vary in data type")
        if any(h.array.ndim != items[0].array.ndim for h in items):
            raise TypeError("Arrays in list vary in rank")
        arrays.extend(items)
        return Leaf("list", None, ann, items, _index_bits(ann_array))
    if _is_array_like(x):
        h = _host_array(x)
        if h is not None:
            arrays.append(h)
            return Leaf("array", None, ann, [h], _index_bits(ann.array))
    raise _invalid(path, f"Objects of type '{_type_name(origin.get(id(x), x))}' are not "
                         f"supported.")


def _walk(node, x, path, arrays, origin, depth=0):
    """The argument ``x`` for the annotation ``node``: a leaf, or a tuple of walks."""
    if depth > _MAX_NESTING:
        raise RecursionError(f"Argument nesting exceeds maximum depth of {_MAX_NESTING}")
    kind = getattr(node, "KIND", "leaf")
    if isinstance(x, tuple) and type(x) is not tuple:
        raise _invalid(path, f"'{type(x).__name__}' is a subclass of 'tuple'. Only plain tuples "
                             f"are accepted.")
    if kind == "leaf":
        if type(x) is tuple:
            # An unannotated (or leaf-annotated) parameter: its annotation holds for every item.
            return tuple(_walk(node, y, path + (i,), arrays, origin, depth + 1)
                         for i, y in enumerate(x))
        return _leaf(node, x, path, arrays, origin)
    if type(x) is not tuple:
        raise TypeError("Received a non-tuple argument for a parameter annotated as a tuple")
    if kind == "homogeneous_tuple":
        return tuple(_walk(node.each, y, path + (i,), arrays, origin, depth + 1)
                     for i, y in enumerate(x))
    if len(x) != len(node.items):
        raise TypeError(f"Received a tuple of length {len(x)} for a parameter annotated as a "
                        f"tuple of length {len(node.items)}")
    return tuple(_walk(n, y, path + (i,), arrays, origin, depth + 1)
                 for i, (n, y) in enumerate(zip(node.items, x)))


def _leaves(tree):
    if isinstance(tree, tuple):
        for t in tree:
            yield from _leaves(t)
    else:
        yield tree


# --- the prepared launch -----------------------------------------------------------

class Prepared:
    """A cuTile launch in the interpreter's terms."""

    __slots__ = ("key", "tree", "arrays", "regions", "native_args", "kernel_name", "v2")


def _const_key(v):
    if isinstance(v, float):
        return ("f", struct.pack("<d", v))
    return (type(v).__name__, v)


def _leaf_key(leaf):
    if leaf.kind == "const":
        return ("c", _const_key(leaf.value))
    if leaf.kind == "scalar":
        return ("s", leaf.value[0])
    h = leaf.arrays[0]
    return (leaf.kind[0], h.dtype.ct, h.array.ndim, leaf.index_bits, leaf.facts[:6])


def _tree_key(tree):
    if isinstance(tree, tuple):
        return ("t",) + tuple(_tree_key(t) for t in tree)
    return _leaf_key(tree)


def prepare(kernel, args, origin=None) -> Prepared:
    """Walks ``args`` against ``kernel``'s parameters; raises ``ct.launch``'s errors (naming
    the objects ``origin`` maps host copies back to: ``id(copy) -> device array``)."""
    origin = origin or {}
    if not hasattr(kernel, "_annotated_function"):
        raise TypeError(f"{kernel!r} is not a cuTile kernel (decorate it with @ct.kernel)")
    if not isinstance(args, (tuple, list)):
        raise TypeError(f"kernel arguments must be a tuple, not {type(args).__name__}")
    anns = kernel._annotated_function.parameter_annotations
    name = kernel._annotated_function.pyfunc.__name__
    if len(args) != len(anns):
        n = len(anns)
        raise TypeError(f"Kernel expects {n} argument{'' if n == 1 else 's'} but {len(args)} "
                        f"{'was' if len(args) == 1 else 'were'} given")
    arrays = []
    tree = tuple(_walk(ann, x, (i,), arrays, origin)
                 for i, (ann, x) in enumerate(zip(anns, args)))
    regions = place(arrays)

    v2 = any(isinstance(t, tuple) for t in tree)
    native = []
    for leaf in _leaves(tree):
        if leaf.kind == "const":
            continue
        if leaf.kind == "scalar":
            native.append(("value", leaf.value[1]))
            continue
        ann_array = leaf.ann.array
        if leaf.kind == "list" and leaf.ann.list is not None:
            ann_array = leaf.ann.list.element
        f = None
        for h in leaf.arrays:
            g = _array_facts(h, leaf.index_bits, ann_array)
            f = g if f is None else _and_facts(f, g)
        leaf.facts = f
        v2 = v2 or any(x is not None for x in f[0])
        if leaf.kind == "array":
            h = leaf.arrays[0]
            native.append(("ptr", h.region, h.offset))
            native.extend(("value", int(n)) for n in h.array.shape)
            native.extend(("value", s) for s in _strides(h, f))
        else:
            native.append(("list", [(h.region, h.offset, [int(n) for n in h.array.shape] +
                                     _strides(h, f)) for h in leaf.arrays]))
    p = Prepared()
    p.key = (name, v2, _tree_key(tree))
    p.tree, p.arrays, p.regions, p.native_args, p.kernel_name, p.v2 = (
        tree, arrays, regions, native, name, v2)
    return p


def _array_constraint(ct, comp, leaf):
    h = leaf.arrays[0]
    shape_c, stride_c, stride16, shape16, aligned, disjoint, _ = leaf.facts
    dtype = h.dtype
    divisor = 128 // dtype.bits if 128 % dtype.bits == 0 else 1
    kw = {}
    if any(x is not None for x in shape_c):
        kw["shape_constant"] = shape_c
    return comp.ArrayConstraint(
        getattr(ct, dtype.ct), h.array.ndim,
        index_dtype=ct.int64 if leaf.index_bits == 64 else ct.int32,
        stride_constant=[None if _singleton(leaf.facts, d) else c for d, c in enumerate(stride_c)],
        stride_lower_bound_incl=0, alias_groups=(),
        may_alias_internally=not disjoint,
        stride_divisible_by=tuple(divisor if x else 1 for x in stride16),
        shape_divisible_by=tuple(16 if x else 1 for x in shape16),
        base_addr_divisible_by=16 if aligned else 1, **kw)


def signature(p: Prepared):
    """The ``KernelSignature`` ``ct.launch`` would compile for ``p``: the lowest calling
    convention that can express it (v2 for tuples and static shapes)."""
    import cuda.tile as ct
    import cuda.tile.compilation as comp

    def constraint(t):
        if isinstance(t, tuple):
            return comp.TupleConstraint([constraint(x) for x in t])
        if t.kind == "const":
            return comp.ConstantConstraint(t.value)
        if t.kind == "scalar":
            return comp.ScalarConstraint(getattr(ct, t.value[0]))
        el = _array_constraint(ct, comp, t)
        if t.kind == "array":
            return el
        return comp.ListConstraint(el, alias_groups=(), elements_may_alias=True)

    cc = comp.CallingConvention.cutile_python_v2() if p.v2 else \
        comp.CallingConvention.cutile_python_v1()
    sig = comp.KernelSignature([constraint(t) for t in p.tree], cc)
    return sig.with_mangled_symbol(p.kernel_name)


# --- ct.launch's own checks of the call --------------------------------------------

_SIG = "launch(stream, grid, kernel, kernel_args, /, *, programmatic_dependent_launch=False)"
_GRID_24BIT = (1 << 24) - 1
_GRID_YZ_MAX = 65535


def check_call(stream, grid, kernel, kernel_args, kwargs):
    """The checks ``ct.launch`` makes before it looks at the arguments."""
    for k, v in kwargs.items():
        if k != "programmatic_dependent_launch":
            raise RuntimeError(f"Unexpected keyword argument {k}")
        if not isinstance(v, bool):
            raise TypeError("expected argument programmatic_dependent_launch to have type bool")
    check_stream(stream)
    g = check_grid(grid)
    if not hasattr(kernel, "_annotated_function"):
        raise TypeError(f"{_SIG} expects a tile kernel as the third argument, got "
                        f"{type(kernel).__name__}")
    if type(kernel_args) is not tuple:
        raise TypeError(f"{_SIG} expects a tuple as the fourth argument, got "
                        f"{type(kernel_args).__name__}")
    return g


def check_stream(stream):
    """Any stream ``ct.launch`` takes (ignored on the CPU), and ``None``."""
    if stream is None or isinstance(stream, int):
        return
    for attr in ("cuda_stream", "ptr", "handle"):
        if hasattr(stream, attr):
            return
    raise TypeError(f"Unsupported stream type '{type(stream).__name__}'.")


def check_grid(grid):
    """``ct.launch``'s grid: a tuple of 0 to 3 ints, padded with ones."""
    if type(grid) is not tuple:
        raise TypeError("Grid must be a tuple")
    if len(grid) > 3:
        raise ValueError(f"Grid dimensions must be at most 3, got length {len(grid)}")
    out = []
    for i, v in enumerate(grid):
        if not isinstance(v, int) or isinstance(v, np.generic):
            raise TypeError("an integer is required")
        if v < 0:
            raise OverflowError("can't convert negative value to unsigned int")
        if v > 0xFFFFFFFF:
            raise ValueError(f"Grid[{i}] value too big: {v}")
        if v > _GRID_24BIT:
            raise ValueError(f"Grid[{i}] exceeds 24-bit limit: max={_GRID_24BIT}, got={v}. Use "
                             f"multiple kernel launches for larger workloads.")
        if i > 0 and v > _GRID_YZ_MAX:
            raise ValueError(f"Grid[{i}] is too big: max={_GRID_YZ_MAX}, got={v}")
        out.append(int(v))
    if any(v == 0 for v in out):
        raise RuntimeError("Failed to launch cuTile kernel: invalid argument")
    return tuple(out) + (1,) * (3 - len(out))
