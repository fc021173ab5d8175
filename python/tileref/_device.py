"""Arrays in GPU memory: copied to the host for a launch and back after it.

A launch's arguments may be torch CUDA tensors, cupy arrays, or anything with
``__cuda_array_interface__`` or a CUDA DLPack capsule. Before the run, the CUDA context is
synchronised (so every stream's earlier work on the arrays is done), the bytes each group of
overlapping device arrays spans are copied into one host buffer, and each array becomes a host
view of that buffer with its own offset and strides — so aliasing views still alias, and the
interpreter sees the same layout the GPU would. After the run (clean or not), every buffer is
copied back and the context synchronised again, so later work on any stream sees the results.

Copies go through the CUDA driver (``cuMemcpy`` with unified addressing, in the context that
owns the pointer), which serves every producer of device pointers alike.
"""

from __future__ import annotations

import ctypes
import threading

import numpy as np

try:
    import ml_dtypes as _ml
except ImportError:
    _ml = None


class DeviceArray:
    """What tileref needs to know of one array in device memory."""

    __slots__ = ("obj", "ptr", "shape", "strides", "dtype", "readonly", "host", "keep")

    def __init__(self, obj, ptr, shape, strides, dtype, readonly=False):
        self.obj = obj
        self.ptr = int(ptr)
        self.shape = tuple(int(n) for n in shape)
        self.dtype = np.dtype(dtype)
        item = self.dtype.itemsize
        if strides is None:  # C-contiguous
            strides, acc = [], item
            for n in reversed(self.shape):
                strides.append(acc)
                acc *= max(n, 1)
            strides = tuple(reversed(strides))
        self.strides = tuple(int(s) for s in strides)  # in bytes
        self.readonly = bool(readonly)
        self.host = None
        self.keep = None  # what must outlive the copy (a DLPack capsule)

    def span(self):
        """The bytes [lo, hi) the array's elements cover (empty arrays cover none)."""
        if any(n == 0 for n in self.shape):
            return self.ptr, self.ptr
        lo = self.ptr + sum((n - 1) * s for n, s in zip(self.shape, self.strides) if s < 0)
        hi = self.ptr + self.dtype.itemsize + sum((n - 1) * s for n, s in
                                                  zip(self.shape, self.strides) if s > 0)
        return lo, hi


# --- recognising device arrays ----------------------------------------------------------

_TORCH_NARROW = {"bfloat16": "bfloat16", "float8_e4m3fn": "float8_e4m3fn",
                 "float8_e5m2": "float8_e5m2", "float8_e8m0fnu": "float8_e8m0fnu"}


def _np_dtype_named(name, what):
    """numpy's dtype for a torch/DLPack element type name; ml_dtypes for the narrow floats."""
    if name in _TORCH_NARROW:
        if _ml is None:
            raise TypeError(f"{what}: {name} arrays need the ml_dtypes package")
        return np.dtype(getattr(_ml, _TORCH_NARROW[name]))
    try:
        return np.dtype(name)
    except TypeError:
        raise TypeError(f"{what}: arrays of dtype {name} cannot be passed to a kernel "
                        f"(Tile IR has no such element type)") from None


def _from_torch(t):
    t = t.detach()
    name = str(t.dtype).removeprefix("torch.")
    if name == "bool":
        name = "bool_"
    if t.is_complex() or name.startswith(("complex", "quint", "qint", "float4", "float8_e4m3fnuz",
                                          "float8_e5m2fnuz", "bits")):
        raise TypeError(f"torch tensors of dtype {t.dtype} cannot be passed to a kernel "
                        f"(Tile IR has no such element type)")
    dt = _np_dtype_named(name, "torch tensor")
    item = t.element_size()
    return DeviceArray(t, t.data_ptr(), t.shape, [s * item for s in t.stride()], dt)


def _from_cai(obj):
    cai = obj.__cuda_array_interface__
    ptr, readonly = cai["data"]
    typestr = cai["typestr"]
    try:
        dt = np.dtype(typestr)
    except TypeError:
        raise TypeError(f"a device array of type {typestr!r} cannot be passed to a kernel") from None
    if dt.kind == "V":
        raise TypeError(f"a device array of untyped elements ({typestr!r}) cannot be passed to a "
                        f"kernel; pass a typed view")
    if dt.kind == "c":
        raise TypeError(f"device arrays of dtype {dt} cannot be passed to a kernel (Tile IR has "
                        f"no complex element type)")
    if cai.get("mask") is not None:
        raise TypeError("masked device arrays cannot be passed to a kernel")
    return DeviceArray(obj, ptr or 0, cai["shape"], cai.get("strides"), dt, readonly)


# DLPack: the C structures of dlpack.h (v0.x, which every producer still emits by default).
class _DLDevice(ctypes.Structure):
    _fields_ = [("device_type", ctypes.c_int), ("device_id", ctypes.c_int)]


class _DLDataType(ctypes.Structure):
    _fields_ = [("code", ctypes.c_uint8), ("bits", ctypes.c_uint8), ("lanes", ctypes.c_uint16)]


class _DLTensor(ctypes.Structure):
    _fields_ = [("data", ctypes.c_void_p), ("device", _DLDevice), ("ndim", ctypes.c_int),
                ("dtype", _DLDataType), ("shape", ctypes.POINTER(ctypes.c_int64)),
                ("strides", ctypes.POINTER(ctypes.c_int64)), ("byte_offset", ctypes.c_uint64)]


class _DLManagedTensor(ctypes.Structure):
    _fields_ = [("dl_tensor", _DLTensor), ("manager_ctx", ctypes.c_void_p),
                ("deleter", ctypes.c_void_p)]


_DL_CUDA, _DL_CUDA_MANAGED = 2, 13
_DL_INT, _DL_UINT, _DL_FLOAT, _DL_BFLOAT, _DL_BOOL = 0, 1, 2, 4, 6
_DL_F8 = {(7, 8): "float8_e4m3fn", (8, 8): "float8_e5m2", (12, 8): "float8_e8m0fnu"}


def _dl_dtype(t: _DLDataType):
    if t.lanes != 1:
        raise TypeError("DLPack arrays of vector elements cannot be passed to a kernel")
    code, bits = t.code, t.bits
    if code == _DL_BOOL or (code == _DL_UINT and bits == 1):
        return np.dtype(np.bool_)
    if code in (_DL_INT, _DL_UINT) and bits in (8, 16, 32, 64):
        return np.dtype(("int" if code == _DL_INT else "uint") + str(bits))
    if code == _DL_FLOAT and bits in (16, 32, 64):
        return np.dtype("float" + str(bits))
    if code == _DL_BFLOAT and bits == 16:
        return _np_dtype_named("bfloat16", "DLPack array")
    if (code, bits) in _DL_F8:
        return _np_dtype_named(_DL_F8[(code, bits)], "DLPack array")
    raise TypeError(f"DLPack arrays of type code {code} with {bits} bits cannot be passed to a "
                    f"kernel")


def _from_dlpack(obj):
    capsule = obj.__dlpack__()
    get = ctypes.pythonapi.PyCapsule_GetPointer
    get.restype, get.argtypes = ctypes.c_void_p, [ctypes.py_object, ctypes.c_char_p]
    p = get(capsule, b"dltensor")
    t = ctypes.cast(p, ctypes.POINTER(_DLManagedTensor)).contents.dl_tensor
    shape = [t.shape[i] for i in range(t.ndim)]
    dt = _dl_dtype(t.dtype)
    strides = ([t.strides[i] * dt.itemsize for i in range(t.ndim)] if t.strides else None)
    d = DeviceArray(obj, (t.data or 0) + t.byte_offset, shape, strides, dt)
    d.keep = capsule  # unconsumed and alive beside the object, which keeps the memory
    return d


def device_array(obj):
    """A :class:`DeviceArray` for ``obj`` when it lives in GPU memory, else None."""
    mod = type(obj).__module__ or ""
    if mod.startswith("torch") and hasattr(obj, "is_cuda"):
        return _from_torch(obj) if obj.device.type == "cuda" else None
    if isinstance(obj, np.ndarray):
        return None
    if hasattr(obj, "__cuda_array_interface__"):
        return _from_cai(obj)
    dev = getattr(obj, "__dlpack_device__", None)
    if dev is not None and not hasattr(obj, "__array_interface__"):
        kind, _ = dev()
        if int(kind) in (_DL_CUDA, _DL_CUDA_MANAGED):
            return _from_dlpack(obj)
    return None


# --- the CUDA driver ------------------------------------------------------------------

class Driver:
    """The few CUDA driver calls staging needs. Tests replace it (``set_driver``)."""

    _lib = None
    _lock = threading.Lock()

    def _cuda(self):
        if Driver._lib is None:
            with Driver._lock:
                if Driver._lib is None:
                    try:
                        lib = ctypes.CDLL("libcuda.so.1")
                    except OSError as e:
                        raise RuntimeError("a device array was passed, but the CUDA driver "
                                           "(libcuda.so.1) cannot be loaded") from e
                    for name in ("cuMemcpy", "cuCtxSynchronize", "cuPointerGetAttribute",
                                 "cuCtxPushCurrent_v2", "cuCtxPopCurrent_v2", "cuInit",
                                 "cuCtxGetCurrent", "cuDevicePrimaryCtxRetain"):
                        getattr(lib, name).restype = ctypes.c_int
                    lib.cuMemcpy.argtypes = [ctypes.c_uint64, ctypes.c_uint64, ctypes.c_size_t]
                    lib.cuInit(0)
                    Driver._lib = lib
        return Driver._lib

    def _check(self, rc, what):
        if rc != 0:
            raise RuntimeError(f"CUDA driver error {rc} in {what}")

    def _context_of(self, ptr):
        """The context to copy in: the one that allocated ``ptr``; for memory no context owns
        (virtual memory maps, e.g. torch's symmetric memory), the current context, else the
        primary context of the pointer's device. With unified addressing any context of the
        process can copy."""
        lib = self._cuda()
        ctx = ctypes.c_void_p()
        CU_POINTER_ATTRIBUTE_CONTEXT, CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL = 1, 9
        rc = lib.cuPointerGetAttribute(ctypes.byref(ctx), CU_POINTER_ATTRIBUTE_CONTEXT,
                                       ctypes.c_uint64(ptr))
        if rc == 0 and ctx.value:
            return ctx
        if lib.cuCtxGetCurrent(ctypes.byref(ctx)) == 0 and ctx.value:
            return ctx
        dev = ctypes.c_int()
        self._check(lib.cuPointerGetAttribute(ctypes.byref(dev), CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL,
                                              ctypes.c_uint64(ptr)),
                    "cuPointerGetAttribute (is the array in device memory?)")
        self._check(lib.cuDevicePrimaryCtxRetain(ctypes.byref(ctx), dev), "cuDevicePrimaryCtxRetain")
        return ctx

    def in_context(self, ptr, fn):
        lib = self._cuda()
        ctx = self._context_of(ptr)
        self._check(lib.cuCtxPushCurrent_v2(ctx), "cuCtxPushCurrent")
        try:
            return fn(lib)
        finally:
            lib.cuCtxPopCurrent_v2(ctypes.byref(ctypes.c_void_p()))

    def synchronize(self, ptr):
        self.in_context(ptr, lambda lib: self._check(lib.cuCtxSynchronize(), "cuCtxSynchronize"))

    def to_host(self, dst: np.ndarray, src_ptr: int):
        self.in_context(src_ptr, lambda lib: self._check(
            lib.cuMemcpy(dst.ctypes.data, src_ptr, dst.nbytes), "cuMemcpy (device to host)"))

    def to_device(self, dst_ptr: int, src: np.ndarray):
        self.in_context(dst_ptr, lambda lib: self._check(
            lib.cuMemcpy(dst_ptr, src.ctypes.data, src.nbytes), "cuMemcpy (host to device)"))


_driver = Driver()


def set_driver(d):
    """Replaces the CUDA driver used for staging (tests use a host-memory stand-in). Returns
    the previous one."""
    global _driver
    old, _driver = _driver, d
    return old


# --- staging ------------------------------------------------------------------------

class Staging:
    """Device arrays of one launch and their host copies."""

    def __init__(self):
        self.groups = []  # [lo, hi, readonly, buffer, members]
        self.origin = {}  # id(host view) -> the device array it stands for

    def write_back(self):
        if not self.groups:
            return
        for lo, hi, readonly, buf, _ in self.groups:
            if not readonly and hi > lo:
                _driver.to_device(lo, buf)
        _driver.synchronize(self.groups[0][0])


def _walk(x, found):
    # Plain tuples and lists only: ct.launch refuses subclasses (namedtuples), with their name.
    if type(x) in (tuple, list):
        for y in x:
            _walk(y, found)
        return
    d = device_array(x)
    if d is not None:
        found[id(x)] = d


def _rebuild(x, found):
    if type(x) is tuple:
        return tuple(_rebuild(y, found) for y in x)
    if type(x) is list:
        return [_rebuild(y, found) for y in x]
    d = found.get(id(x))
    return x if d is None else d.host


def stage(args):
    """``args`` with every device array (also inside tuples and lists) replaced by a host view
    of a copy, and the :class:`Staging` that copies them back; ``args`` itself and None when
    there is no device array."""
    found = {}
    _walk(args, found)
    if not found:
        return args, None
    arrays = list(found.values())
    st = Staging()
    # Overlapping arrays share one host buffer: group by overlap of the bytes they span.
    cur = None
    for d in sorted(arrays, key=lambda d: d.span()[0]):
        lo, hi = d.span()
        if cur is not None and lo < cur[1] and hi > lo:
            cur[1] = max(cur[1], hi)
            cur[2] = cur[2] and d.readonly
            cur[4].append(d)
        else:
            cur = [lo, hi, d.readonly, None, [d]]
            st.groups.append(cur)
    _driver.synchronize(st.groups[0][0])
    for g in st.groups:
        lo, hi = g[0], g[1]
        # 256-byte aligned host buffers, as allocations are on the GPU.
        raw = np.empty(hi - lo + 256, np.uint8)
        start = (-raw.ctypes.data) % 256
        buf = raw[start:start + hi - lo]
        if hi > lo:
            _driver.to_host(buf, lo)
        g[3] = buf
        for d in g[4]:
            off = d.ptr - lo
            if any(n == 0 for n in d.shape):
                d.host = np.empty(d.shape, d.dtype)
                continue
            d.host = np.ndarray(d.shape, d.dtype, buffer=buf, offset=off, strides=d.strides)
            if g[2]:
                d.host.flags.writeable = False
    st.origin = {id(d.host): d.obj for d in arrays}
    return _rebuild(args, found), st
