"""The H100's MUFU.EX2 (`ex2.approx.ftz.f32`) as two measured tables, for `--numerics h100`.

On the GPU (numpy, cupy; sfu.cubin from `nvcc -arch=sm_90 -cubin sfu.cu`, a kernel per SFU
instruction that maps an array of f32 bit patterns):

    python h100_mufu_ex2.py measure OUT_DIR     # T+[k] = ex2(k 2^-24), T-[k] = ex2(-k 2^-24)
                                                 # and the check of the model on all 2^32 inputs
Here:
    python h100_mufu_ex2.py pack OUT_DIR interp/data/h100_mufu_ex2.bin

The model (interp/src/hw/sfu.rs), checked against every f32 input on an H200 (sm_90): NaN gives
0x7FFFFFFF; subnormal inputs count as 0; x >= 128 gives +inf; otherwise v = x 2^24 truncated
toward zero, n = v / 2^24 (toward zero), k = |v| mod 2^24, and the result is T±[k] 2^n (the
table of v's sign), flushed to +0 below 2^-126. The file holds each table as its first value
and its successive differences (int8), zlib-compressed.
"""
import os
import struct
import sys
import zlib

import numpy as np


def measure(out):
    import cupy as cp
    here = os.path.dirname(os.path.abspath(__file__))
    f = cp.RawModule(path=os.environ.get("SFU_CUBIN", os.path.join(here, "sfu.cubin"))).get_function("ex2_ftz")

    def hw(bits):
        o = cp.empty_like(bits)
        f(((bits.size + 255) // 256,), (256,), (bits, o, np.uint32(bits.size)))
        return o
    k = cp.arange(1 << 24, dtype=cp.float64)
    tables = {}
    for name, sign in [("pos", 1.0), ("neg", -1.0)]:
        g = (sign * k / (1 << 24)).astype(cp.float32)
        assert bool(cp.all(g.astype(cp.float64) == sign * k / (1 << 24)))
        tables[name] = hw(g.view(cp.uint32))
        np.save(os.path.join(out, f"ex2_{name}.npy"), cp.asnumpy(tables[name]))
    model = cp.ElementwiseKernel(
        "uint32 xb, raw uint32 P, raw uint32 N", "uint32 y",
        """
        unsigned ax = xb & 0x7fffffffu;
        if (ax > 0x7f800000u) { y = 0x7fffffffu; return; }
        double x = ax < 0x00800000u ? 0.0 : (double)__uint_as_float(xb);
        if (x >= 128.0) { y = 0x7f800000u; return; }
        if (x <= -256.0) { y = 0; return; }
        long long v = (long long)trunc(x * 16777216.0);
        long long n = v / 16777216; long long kk = v % 16777216; if (kk < 0) kk = -kk;
        double t = (double)__uint_as_float(v >= 0 ? P[kk] : N[kk]);
        double r = ldexp(t, (int)n);
        y = r < 1.1754943508222875e-38 ? 0u : __float_as_uint((float)r);
        """, "ex2_model")
    bad = 0
    for c in range(16):
        bits = cp.arange(c << 28, (c + 1) << 28, dtype=cp.uint64).astype(cp.uint32)
        bad += int((hw(bits) != model(bits, tables["pos"], tables["neg"])).sum())
    print(f"model vs MUFU.EX2 on all 2^32 inputs: {bad} differ")


def pack(out, path):
    blob = bytearray(b"TRFEX2\x01\x00")
    for name in ["pos", "neg"]:
        t = np.load(os.path.join(out, f"ex2_{name}.npy")).astype(np.int64)
        d = np.diff(t)
        assert d.min() >= -128 and d.max() < 128
        z = zlib.compress(d.astype(np.int8).tobytes(), 9)
        blob += struct.pack("<II", int(t[0]), len(z)) + z
    open(path, "wb").write(bytes(blob))
    print(path, len(blob), "bytes")


if __name__ == "__main__":
    if sys.argv[1] == "measure":
        measure(sys.argv[2])
    else:
        pack(sys.argv[2], sys.argv[3])
