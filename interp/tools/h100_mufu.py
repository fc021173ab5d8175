"""The H100's MUFU.EX2, MUFU.RSQ and MUFU.RCP (`ex2.approx.ftz.f32`, `rsqrt.approx.ftz.f32`,
`rcp.approx.ftz.f32`) as measured tables, for `--numerics h100` (interp/src/hw/sfu.rs).

On the GPU machine (numpy, cupy; SFU_CUBIN from `nvcc -arch=sm_90 -cubin h100_sfu.cu`, one kernel
per instruction mapping an array of f32 bit patterns: ex2_ftz, rsqrt_ftz, rcp_ftz):

    python h100_mufu.py measure OUT_DIR   # the tables, and each model checked on all 2^32 inputs

Here:

    python h100_mufu.py pack OUT_DIR interp/data   # h100_mufu_{ex2,rsq,rcp}.bin
    python h100_mufu.py unpack interp/data OUT_DIR # the tables back as .npy (either format)

Tables: EX2 T+[k] = ex2(k·2^-24) and T-[k] = ex2(-k·2^-24), k < 2^24; RSQ T[k] = rsq(x) for
the 2^24 inputs x in [1, 4) (bits 0x3F800000 + k); RCP T[k] = rcp(x) for the 2^23 inputs x in
[1, 2). The models (each agrees with the GPU on every f32 input, H200, sm_90, 2026-11-28):
- EX2: NaN gives 0x7FFFFFFF; subnormal inputs count as 0; x >= 128 gives +inf; otherwise
  v = x·2^24 truncated toward zero, n = v / 2^24 (toward zero), k = |v| mod 2^24, and the
  result is T±[k]·2^n (the table of v's sign), flushed to +0 below 2^-126.
- RSQ: NaN and negative inputs give 0x7FFFFFFF, ±0 and subnormals ±inf, +inf gives +0;
  otherwise x = m·2^e (m in [1, 2)), T[(e mod 2)·2^23 + mantissa]·2^-(e - e mod 2)/2.
- RCP: NaN gives 0x7FFFFFFF, ±0 and subnormals ±inf, ±inf ±0; otherwise the sign of x times
  T[mantissa]·2^-e, +0 below 2^-126.
A file ("TRFTAB", format 2) holds its tables as (length, first value, direction, zlib-compressed
step magnitudes): each table is monotone with steps of at most 3 ulps, so the steps are 2-bit
magnitudes, four to a byte (the first in the low bits), padded with zeros to a multiple of 48
(tileref reads them as blocks of 48 entries, 12 bytes each). Format 1 stored the int8
differences themselves.
"""
import os
import struct
import sys
import zlib

import numpy as np

TABLES = {"ex2": ["ex2_pos", "ex2_neg"], "rsq": ["rsq"], "rcp": ["rcp"]}

MODELS = r"""
__device__ unsigned ex2m(unsigned xb, const unsigned* P, const unsigned* N) {
  unsigned ax = xb & 0x7fffffffu;
  if (ax > 0x7f800000u) return 0x7fffffffu;
  double x = ax < 0x00800000u ? 0.0 : (double)__uint_as_float(xb);
  if (x >= 128.0) return 0x7f800000u;
  if (x <= -256.0) return 0u;
  long long v = (long long)trunc(x * 16777216.0);
  long long n = v / 16777216; long long kk = v % 16777216; if (kk < 0) kk = -kk;
  double r = ldexp((double)__uint_as_float(v >= 0 ? P[kk] : N[kk]), (int)n);
  return r < 1.1754943508222875e-38 ? 0u : __float_as_uint((float)r);
}
__device__ unsigned rsqm(unsigned xb, const unsigned* T) {
  unsigned ax = xb & 0x7fffffffu;
  if (ax > 0x7f800000u) return 0x7fffffffu;
  if (ax < 0x00800000u) return (xb >> 31) ? 0xff800000u : 0x7f800000u;
  if (xb >> 31) return 0x7fffffffu;
  if (xb == 0x7f800000u) return 0u;
  int e = (int)(xb >> 23) - 127; int p = e & 1; int k = (e - p) / 2;
  unsigned t = T[(p << 23) | (xb & 0x7fffffu)];
  int te = (int)(t >> 23) - k;
  return te <= 0 ? 0u : ((unsigned)te << 23) | (t & 0x7fffffu);
}
__device__ unsigned rcpm(unsigned xb, const unsigned* T) {
  unsigned ax = xb & 0x7fffffffu, s = xb & 0x80000000u;
  if (ax > 0x7f800000u) return 0x7fffffffu;
  if (ax < 0x00800000u) return s | 0x7f800000u;
  if (ax == 0x7f800000u) return s;
  int e = (int)(ax >> 23) - 127;
  unsigned t = T[ax & 0x7fffffu];
  int te = (int)(t >> 23) - e;
  return s | (te <= 0 ? 0u : (te >= 255 ? 0x7f800000u : ((unsigned)te << 23) | (t & 0x7fffffu)));
}
"""


def measure(out):
    import cupy as cp
    here = os.path.dirname(os.path.abspath(__file__))
    mod = cp.RawModule(path=os.environ.get("SFU_CUBIN", os.path.join(here, "sfu.cubin")))

    def hw(name, bits):
        o = cp.empty_like(bits)
        mod.get_function(name)(((bits.size + 255) // 256,), (256,), (bits, o, np.uint32(bits.size)))
        return o
    k = cp.arange(1 << 24, dtype=cp.float64)
    t = {
        "ex2_pos": hw("ex2_ftz", (k / (1 << 24)).astype(cp.float32).view(cp.uint32)),
        "ex2_neg": hw("ex2_ftz", (-k / (1 << 24)).astype(cp.float32).view(cp.uint32)),
        "rsq": hw("rsqrt_ftz", cp.arange(0x3F800000, 0x40800000, dtype=cp.uint32)),
        "rcp": hw("rcp_ftz", cp.arange(0x3F800000, 0x40000000, dtype=cp.uint32)),
    }
    for name, v in t.items():
        np.save(os.path.join(out, name + ".npy"), cp.asnumpy(v))
    models = {
        "ex2_ftz": ("y = ex2m(x, &A[0], &B[0]);", t["ex2_pos"], t["ex2_neg"]),
        "rsqrt_ftz": ("y = rsqm(x, &A[0]);", t["rsq"], t["rsq"]),
        "rcp_ftz": ("y = rcpm(x, &A[0]);", t["rcp"], t["rcp"]),
    }
    for name, (body, a, b) in models.items():
        m = cp.ElementwiseKernel("uint32 x, raw uint32 A, raw uint32 B", "uint32 y", body, "m_" + name, preamble=MODELS)
        bad = 0
        for c in range(16):
            bits = cp.arange(c << 28, (c + 1) << 28, dtype=cp.uint64).astype(cp.uint32)
            bad += int((hw(name, bits) != m(bits, a, b)).sum())
        print(f"{name}: the model differs from the GPU on {bad} of 2^32 inputs", flush=True)


def pack(out, data_dir):
    for fn, names in TABLES.items():
        blob = bytearray(b"TRFTAB\x02\x00") + struct.pack("<I", len(names))
        for name in names:
            t = np.load(os.path.join(out, name + ".npy")).astype(np.int64)
            d = np.diff(t)
            down = bool((d < 0).any())
            m = -d if down else d
            assert m.min() >= 0 and m.max() <= 3, f"{name}: not monotone in steps of 3 at most"
            fields = np.zeros(-(-len(t) // 48) * 48, dtype=np.uint8)
            fields[: len(m)] = m
            f4 = fields.reshape(-1, 4)
            packed = f4[:, 0] | f4[:, 1] << 2 | f4[:, 2] << 4 | f4[:, 3] << 6
            z = zlib.compress(packed.astype(np.uint8).tobytes(), 9)
            blob += struct.pack("<IIII", len(t), int(t[0]), int(down), len(z)) + z
        path = os.path.join(data_dir, f"h100_mufu_{fn}.bin")
        open(path, "wb").write(bytes(blob))
        print(path, len(blob), "bytes")


def unpack(data_dir, out):
    """The tables of the data files (format 1 or 2) as OUT/NAME.npy."""
    os.makedirs(out, exist_ok=True)
    for fn, names in TABLES.items():
        data = open(os.path.join(data_dir, f"h100_mufu_{fn}.bin"), "rb").read()
        assert data[:6] == b"TRFTAB"
        version, at = data[6], 12
        for name in names:
            if version == 1:
                n, first, zlen = struct.unpack_from("<III", data, at)
                at += 12
                d = np.frombuffer(zlib.decompress(data[at:at + zlen]), dtype=np.int8)
            else:
                n, first, down, zlen = struct.unpack_from("<IIII", data, at)
                at += 16
                p = np.frombuffer(zlib.decompress(data[at:at + zlen]), dtype=np.uint8)
                m = np.stack([(p >> s) & 3 for s in (0, 2, 4, 6)], axis=1).reshape(-1)
                d = m.astype(np.int64)[: n - 1] * (-1 if down else 1)
            t = np.empty(n, dtype=np.int64)
            t[0] = first
            t[1:] = first + np.cumsum(d.astype(np.int64))
            np.save(os.path.join(out, name + ".npy"), t.astype(np.uint32))
            at += zlen


if __name__ == "__main__":
    if sys.argv[1] == "measure":
        measure(sys.argv[2])
    elif sys.argv[1] == "unpack":
        unpack(sys.argv[2], sys.argv[3])
    else:
        pack(sys.argv[2], sys.argv[3])
