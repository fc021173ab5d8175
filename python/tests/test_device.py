"""Device arrays (``__cuda_array_interface__``, DLPack on CUDA, torch CUDA tensors) are copied
to the host for a launch and back after it. Without a GPU these tests stand host memory in for
device memory: a fake driver copies between host addresses, and fake device arrays describe
host buffers through ``__cuda_array_interface__``."""

import ctypes

import numpy as np
import pytest

from tileref import _device

ct = pytest.importorskip("cuda.tile")
import tileref  # noqa: E402
from kernels import vec_add  # noqa: E402


class HostDriver:
    """A CUDA driver stand-in whose "device pointers" are host addresses."""

    def __init__(self):
        self.log = []

    def synchronize(self, ptr):
        self.log.append(("sync",))

    def to_host(self, dst, src_ptr):
        ctypes.memmove(dst.ctypes.data, src_ptr, dst.nbytes)
        self.log.append(("d2h", src_ptr, dst.nbytes))

    def to_device(self, dst_ptr, src):
        ctypes.memmove(dst_ptr, src.ctypes.data, src.nbytes)
        self.log.append(("h2d", dst_ptr, src.nbytes))


class FakeDeviceArray:
    """Describes a view of a host buffer as a device array would."""

    def __init__(self, a, readonly=False):
        self._a = a  # keeps the memory alive
        self.__cuda_array_interface__ = {
            "shape": a.shape, "typestr": a.dtype.str, "version": 3,
            "data": (a.__array_interface__["data"][0], readonly),
            "strides": None if a.flags.c_contiguous else a.strides,
        }


@pytest.fixture
def driver():
    d = HostDriver()
    old = _device.set_driver(d)
    yield d
    _device.set_driver(old)


def test_device_arrays_are_staged_and_written_back(driver):
    a = np.arange(1024, dtype=np.float32)
    b = np.full(1024, 0.5, np.float32)
    c = np.zeros(1024, np.float32)
    tileref.launch((8,), vec_add, (FakeDeviceArray(a), FakeDeviceArray(b), FakeDeviceArray(c), 128))
    assert np.array_equal(c, a + b)
    kinds = [e[0] for e in driver.log]
    # Synchronised before the copies in and after the copies out.
    assert kinds[0] == "sync" and kinds[-1] == "sync"
    assert kinds.count("d2h") == 3 and kinds.count("h2d") == 3


def test_read_only_device_arrays_are_not_copied_back(driver):
    a = np.arange(1024, dtype=np.float32)
    c = np.zeros(1024, np.float32)
    tileref.launch((8,), vec_add, (FakeDeviceArray(a, readonly=True), FakeDeviceArray(a, readonly=True),
                                   FakeDeviceArray(c), 128))
    assert np.array_equal(c, a + a)
    back = [e for e in driver.log if e[0] == "h2d"]
    assert [e[1] for e in back] == [c.ctypes.data]


def test_overlapping_device_views_share_one_host_buffer(driver):
    # Two views of one device buffer: the kernel writes through one, and both see one copy.
    buf = np.zeros(2048, np.float32)
    src = np.arange(1024, dtype=np.float32)
    lo, hi = FakeDeviceArray(buf[:1024]), FakeDeviceArray(buf[1024:])
    tileref.launch((8,), vec_add, (FakeDeviceArray(src), FakeDeviceArray(src), hi, 128))
    assert np.array_equal(buf[1024:], src + src)
    assert not buf[:1024].any()
    staged, st = _device.stage((lo, hi))
    assert len(st.groups) == 2  # adjacent, not overlapping: two buffers
    whole = FakeDeviceArray(buf)
    staged, st = _device.stage((lo, whole, hi))
    assert len(st.groups) == 1
    assert staged[0].__array_interface__["data"][0] == staged[1].__array_interface__["data"][0]
    assert staged[2].__array_interface__["data"][0] - staged[1].__array_interface__["data"][0] == 4096


def test_strided_and_offset_device_views(driver):
    x = np.arange(64 * 96, dtype=np.float32).reshape(64, 96)
    y = np.full((96, 64), -1, np.float32)
    # A transposed (strided) view as the input, an offset sub-block of y as the output.
    xt = x.T[:64, :32]
    out = y[16:48, 8:72]
    assert not xt.flags.c_contiguous and not out.flags.c_contiguous
    staged, st = _device.stage((FakeDeviceArray(xt), FakeDeviceArray(out)))
    assert staged[0].strides == xt.strides and staged[1].strides == out.strides
    assert np.array_equal(staged[0], xt)
    staged[1][...] = 7
    st.write_back()
    assert (y[16:48, 8:72] == 7).all()
    assert (y[:16] == -1).all() and (y[48:] == -1).all()
    assert (y[16:48, :8] == -1).all() and (y[16:48, 72:] == -1).all()


def test_stride_zero_device_input(driver):
    row = np.arange(128, dtype=np.float32)
    bcast = np.lib.stride_tricks.as_strided(row, shape=(8, 128), strides=(0, 4))
    staged, st = _device.stage([FakeDeviceArray(bcast, readonly=True)])
    assert staged[0].strides == (0, 4)
    assert np.array_equal(staged[0], bcast)
    assert len(st.groups) == 1 and st.groups[0][1] - st.groups[0][0] == 512


def test_nested_arguments_keep_their_structure(driver):
    a = np.arange(4, dtype=np.int32)
    fa = FakeDeviceArray(a)
    staged, st = _device.stage((1, (fa, [fa, 2.0]), "x"))
    assert staged[0] == 1 and staged[2] == "x"
    assert isinstance(staged[1], tuple) and isinstance(staged[1][1], list)
    assert staged[1][0] is staged[1][1][0]
    assert np.array_equal(staged[1][0], a)
    assert staged[1][0].ctypes.data % 256 == 0


def test_unsupported_device_dtypes_are_named():
    class Complex:
        __cuda_array_interface__ = {"shape": (4,), "typestr": "<c8", "data": (4096, False),
                                    "version": 3}
    with pytest.raises(TypeError, match="complex"):
        _device.stage((Complex(),))


def test_host_arrays_are_left_alone():
    a = np.zeros(4)
    args = (a, 3)
    staged, st = _device.stage(args)
    assert staged is args and st is None


def test_torch_cuda_tensors_without_a_gpu_are_recognised():
    torch = pytest.importorskip("torch")
    t = torch.zeros(4)
    assert _device.device_array(t) is None  # a CPU tensor is not staged


def test_errors_name_the_device_array_not_its_host_copy(driver):
    ct = pytest.importorskip("cuda.tile")

    @ct.kernel
    def k(x, out, shape: ct.Constant[tuple[int, int]]):
        pass

    a = FakeDeviceArray(np.zeros((2, 2), np.float32))
    with pytest.raises(TypeError) as ei:
        tileref.launch((1,), k, (a, a, (2, a)))
    assert str(ei.value) == ("Invalid item #1 of kernel argument #2: Could not interpret object "
                             "of type 'FakeDeviceArray' as a constant.")


# --- on a GPU: the real driver, torch, cupy and DLPack ------------------------------------

def _cuda_torch():
    torch = pytest.importorskip("torch")
    if not torch.cuda.is_available():
        pytest.skip("needs a CUDA GPU")
    return torch


def test_torch_cuda_tensors_on_a_gpu():
    torch = _cuda_torch()
    a = torch.arange(1024, dtype=torch.float32, device="cuda")
    b = torch.full((1024,), 0.5, device="cuda")
    c = torch.zeros(1024, device="cuda")
    s = torch.cuda.Stream()
    with torch.cuda.stream(s):
        a.mul_(2)  # pending work on another stream: staging waits for it
    tileref.launch((8,), vec_add, (a, b, c, 128))
    assert torch.equal(c, a + b)
    # Overlapping views of one tensor, non-contiguous, offset: written back in place.
    base = torch.zeros(2048, device="cuda")
    tileref.launch((8,), vec_add, (a, b, base[1024:], 128))
    assert torch.equal(base[1024:], a + b) and not base[:1024].any()


def test_torch_cuda_narrow_types_and_strided_views_on_a_gpu():
    torch = _cuda_torch()
    x = torch.randn(64, 96, device="cuda").to(torch.bfloat16)
    col = torch.randn(96, 64, device="cuda").to(torch.bfloat16).t()[:, :1]  # strided, size 1
    ct = pytest.importorskip("cuda.tile")

    @ct.kernel
    def add_col(x, col, out, tm: ct.Constant[int], tn: ct.Constant[int]):
        i, j = ct.bid(0), ct.bid(1)
        t = ct.load(x, index=(i, j), shape=(tm, tn))
        ct.store(out, index=(i, j), tile=t + ct.load(col, index=(i, 0), shape=(tm, 1)))

    out = torch.zeros_like(x)
    tileref.launch((4, 3), add_col, (x, col, out, 16, 32))
    assert torch.equal(out, x + col)


def test_cupy_and_dlpack_on_a_gpu():
    _cuda_torch()
    cp = pytest.importorskip("cupy")
    a = cp.arange(1024, dtype=cp.float32)
    c = cp.zeros(1024, dtype=cp.float32)
    tileref.launch((8,), vec_add, (a, a, c, 128))
    assert bool((c == 2 * a).all())

    class OnlyDLPack:  # a producer with nothing but the DLPack protocol
        def __init__(self, x):
            self._x = x

        def __dlpack__(self, stream=None):
            return self._x.__dlpack__()

        def __dlpack_device__(self):
            return self._x.__dlpack_device__()

    d = cp.zeros(1024, dtype=cp.float32)
    tileref.launch((8,), vec_add, (OnlyDLPack(a), a, OnlyDLPack(d), 128))
    assert bool((d == 2 * a).all())
