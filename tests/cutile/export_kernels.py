"""Exports a few small cuTile Python kernels as Tile IR bytecode (runs without a GPU).

Usage: python export_kernels.py OUT_DIR [VERSION ...]

Needs `pip install cuda-tile==1.7.0 numpy`. Writes OUT_DIR/<kernel>_<version>.tileirbc for each
kernel and bytecode version (default: 13.1 to 13.5); tileref's tests read these files.
"""

import os
import sys

import cuda.tile as ct
from cuda.tile.compilation import (ArrayConstraint, CallingConvention, KernelSignature,
                                   export_kernel)


@ct.kernel
def vector_add(a, b, c, tile: ct.Constant[int]):
    bid = ct.bid(0)
    x = ct.load(a, index=(bid,), shape=(tile,))
    y = ct.load(b, index=(bid,), shape=(tile,))
    ct.store(c, index=(bid,), tile=x + y)


@ct.kernel
def row_softmax(x, out, cols: ct.Constant[int]):
    row = ct.bid(0)
    t = ct.load(x, index=(row, 0), shape=(1, cols), padding_mode=ct.PaddingMode.NEG_INF)
    t = t - ct.max(t, axis=1, keepdims=True)
    e = ct.exp(t)
    ct.store(out, index=(row, 0), tile=e / ct.sum(e, axis=1, keepdims=True))


@ct.kernel
def matmul(a, b, c, tm: ct.Constant[int], tn: ct.Constant[int], tk: ct.Constant[int]):
    i, j = ct.bid(0), ct.bid(1)
    acc = ct.full((tm, tn), 0, dtype=ct.float32)
    for k in range(ct.num_tiles(a, axis=1, shape=(tm, tk))):
        x = ct.load(a, index=(i, k), shape=(tm, tk), padding_mode=ct.PaddingMode.ZERO)
        y = ct.load(b, index=(k, j), shape=(tk, tn), padding_mode=ct.PaddingMode.ZERO)
        acc = ct.mma(x, y, acc)
    ct.store(c, index=(i, j), tile=acc.astype(c.dtype))


@ct.kernel
def row_max_f64(x, out, cols: ct.Constant[int]):
    # The reduction identity is -inf as an f64 attribute (see the f64 note in the bytecode docs).
    row = ct.bid(0)
    t = ct.load(x, index=(row, 0), shape=(1, cols), padding_mode=ct.PaddingMode.NEG_INF)
    ct.store(out, index=(row,), tile=ct.max(t, axis=1))


@ct.kernel
def gather_unchecked(x, idx, out, tile: ct.Constant[int]):
    # No bounds check: cuTile writes a load_ptr_tko with a padding value and no mask, so every
    # lane is loaded and an out-of-range index is undefined behaviour.
    bid = ct.bid(0)
    i = ct.load(idx, index=(bid,), shape=(tile,))
    ct.store(out, index=(bid,), tile=ct.gather(x, i, check_bounds=False))


def arr(dtype, ndim):
    return ArrayConstraint(dtype, ndim, index_dtype=ct.int32, stride_lower_bound_incl=0,
                           alias_groups=[], may_alias_internally=False)


def sig(params):
    return [KernelSignature(params, calling_convention=CallingConvention.cutile_python_v1())]


KERNELS = {
    "vector_add": (vector_add, [arr(ct.float32, 1), arr(ct.float32, 1), arr(ct.float32, 1), 128]),
    "row_softmax": (row_softmax, [arr(ct.float32, 2), arr(ct.float32, 2), 64]),
    "matmul": (matmul, [arr(ct.float16, 2), arr(ct.float16, 2), arr(ct.float32, 2), 32, 32, 16]),
    "row_max_f64": (row_max_f64, [arr(ct.float64, 2), arr(ct.float64, 1), 64]),
    "gather_unchecked": (gather_unchecked, [arr(ct.float32, 1), arr(ct.int32, 1), arr(ct.float32, 1), 16]),
}


def main():
    # cuTile 1.7.0 offers bytecode 13.5 only with its developer features switched on.
    import cuda.tile._compile as _compile
    _compile.dev_features_enabled = lambda: True
    out = sys.argv[1]
    versions = sys.argv[2:] or ["13.1", "13.2", "13.3", "13.4", "13.5"]
    os.makedirs(out, exist_ok=True)
    for name, (k, params) in KERNELS.items():
        for v in versions:
            path = os.path.join(out, f"{name}_{v}.tileirbc")
            # Before 13.3 cuTile only writes bytecode for a named GPU.
            gpu = "sm_90" if v in ("13.1", "13.2") else None
            export_kernel(k, sig(params), path, gpu_code=gpu, output_format="tileir_bytecode",
                          bytecode_version=v)
            print(path, os.path.getsize(path))


if __name__ == "__main__":
    main()
