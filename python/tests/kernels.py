"""cuTile kernels for the tests, each with inputs and a numpy reference computed independently.

A case is ``(grid, kernel, args, checks)``; ``checks`` lists ``(arg index, expected, how)`` with
``how`` "exact" (bit for bit) or a relative tolerance (float), or a callable on the arguments.
Where floats are summed, the inputs are small integers, so every partial sum is exact and any
order gives the same bits; where a result rounds once, numpy computes it exactly in a wider
type and rounds once too.
"""

import numpy as np
import ml_dtypes
import cuda.tile as ct

import tileref

BF16 = ml_dtypes.bfloat16
E4M3 = ml_dtypes.float8_e4m3fn
E5M2 = ml_dtypes.float8_e5m2

CASES = {}


def case(fn):
    CASES[fn.__name__] = fn
    return fn


def ints(rng, lo, hi, shape, dtype):
    return rng.integers(lo, hi, shape).astype(dtype)


# --- element-wise and broadcasting -------------------------------------------------------

@ct.kernel
def vec_add(a, b, c, tile: ct.Constant[int]):
    bid = ct.bid(0)
    x = ct.load(a, index=(bid,), shape=(tile,))
    y = ct.load(b, index=(bid,), shape=(tile,))
    ct.store(c, index=(bid,), tile=x + y)


@case
def vec_add_f32(rng):
    a = rng.standard_normal(1000).astype(np.float32)
    b = rng.standard_normal(1000).astype(np.float32)
    c = np.zeros(1000, np.float32)
    # One IEEE addition per element: numpy's float32 add rounds the same way.
    return 8, vec_add, (a, b, c, 128), [(2, a + b, "exact")]


@ct.kernel
def broadcast_add(x, row, col, out, tm: ct.Constant[int], tn: ct.Constant[int]):
    i, j = ct.bid(0), ct.bid(1)
    t = ct.load(x, index=(i, j), shape=(tm, tn))
    r = ct.load(row, index=(0, j), shape=(1, tn))
    c = ct.load(col, index=(i, 0), shape=(tm, 1))
    ct.store(out, index=(i, j), tile=(t + r) + c)


@case
def broadcast_add_2d(rng):
    x = rng.standard_normal((64, 96)).astype(np.float32)
    row = rng.standard_normal((1, 96)).astype(np.float32)
    col = rng.standard_normal((64, 1)).astype(np.float32)
    out = np.zeros_like(x)
    return (4, 3), broadcast_add, (x, row, col, out, 16, 32), [(3, (x + row) + col, "exact")]


@ct.kernel
def add_mul(a, b, s, p, tile: ct.Constant[int]):
    bid = ct.bid(0)
    x = ct.load(a, index=(bid,), shape=(tile,))
    y = ct.load(b, index=(bid,), shape=(tile,))
    ct.store(s, index=(bid,), tile=x + y)
    ct.store(p, index=(bid,), tile=x * y)


@case
def add_mul_f16(rng):
    a = rng.standard_normal(256).astype(np.float16)
    b = rng.standard_normal(256).astype(np.float16)
    # f16 sums and products are exact in f64: one rounding to f16.
    a64, b64 = a.astype(np.float64), b.astype(np.float64)
    return 4, add_mul, (a, b, np.zeros_like(a), np.zeros_like(a), 64), [
        (2, (a64 + b64).astype(np.float16), "exact"), (3, (a64 * b64).astype(np.float16), "exact")]


@case
def add_mul_bf16(rng):
    # Magnitudes in [0.5, 8): bf16 sums and products are exact in f32, then one rounding.
    a = (rng.uniform(0.5, 8, 256) * rng.choice([-1, 1], 256)).astype(BF16)
    b = rng.uniform(0.5, 8, 256).astype(BF16)
    a32, b32 = a.astype(np.float32), b.astype(np.float32)
    return 4, add_mul, (a, b, np.zeros_like(a), np.zeros_like(a), 64), [
        (2, (a32 + b32).astype(BF16), "exact"), (3, (a32 * b32).astype(BF16), "exact")]


@ct.kernel
def f64_ops(a, b, q, r, tile: ct.Constant[int]):
    bid = ct.bid(0)
    x = ct.load(a, index=(bid,), shape=(tile,))
    y = ct.load(b, index=(bid,), shape=(tile,))
    ct.store(q, index=(bid,), tile=x / y)
    ct.store(r, index=(bid,), tile=ct.sqrt(ct.abs(x)))


@case
def div_sqrt_f64(rng):
    a = rng.standard_normal(128)
    b = rng.standard_normal(128) + 3.0
    # IEEE division and square root are correctly rounded in numpy too.
    return 2, f64_ops, (a, b, np.zeros(128), np.zeros(128), 64), [
        (2, a / b, "exact"), (3, np.sqrt(np.abs(a)), "exact")]


@ct.kernel
def int_ops(a, b, q, m, x, tile: ct.Constant[int]):
    bid = ct.bid(0)
    u = ct.load(a, index=(bid,), shape=(tile,))
    v = ct.load(b, index=(bid,), shape=(tile,))
    ct.store(q, index=(bid,), tile=u // v)
    ct.store(m, index=(bid,), tile=u % v)
    ct.store(x, index=(bid,), tile=(u ^ v) + (u << 3))


@case
def int_ops_i32(rng):
    a = ints(rng, -1000, 1000, 256, np.int32)
    b = ints(rng, 1, 50, 256, np.int32) * rng.choice([-1, 1], 256).astype(np.int32)
    z = lambda: np.zeros(256, np.int32)  # noqa: E731
    # cuTile's // and % follow Python (floor) semantics, as numpy's do.
    return 4, int_ops, (a, b, z(), z(), z(), 64), [
        (2, a // b, "exact"), (3, a % b, "exact"), (4, (a ^ b) + (a << 3), "exact")]


@case
def int_ops_i64(rng):
    a = ints(rng, -(1 << 40), 1 << 40, 128, np.int64)
    b = ints(rng, 1, 1 << 20, 128, np.int64)
    z = lambda: np.zeros(128, np.int64)  # noqa: E731
    return 2, int_ops, (a, b, z(), z(), z(), 64), [
        (2, a // b, "exact"), (3, a % b, "exact"), (4, (a ^ b) + (a << 3), "exact")]


@ct.kernel
def wrap_add(a, b, c, tile: ct.Constant[int]):
    bid = ct.bid(0)
    ct.store(c, index=(bid,), tile=ct.load(a, index=(bid,), shape=(tile,))
             + ct.load(b, index=(bid,), shape=(tile,)))


@case
def wrap_add_i8(rng):
    a = ints(rng, -128, 128, 128, np.int8)
    b = ints(rng, -128, 128, 128, np.int8)
    # Two's complement wrap-around, as numpy's int8 addition.
    return 2, wrap_add, (a, b, np.zeros_like(a), 64), [(2, a + b, "exact")]


@case
def wrap_add_i16(rng):
    a = ints(rng, -(1 << 15), 1 << 15, 128, np.int16)
    b = ints(rng, -(1 << 15), 1 << 15, 128, np.int16)
    return 2, wrap_add, (a, b, np.zeros_like(a), 64), [(2, a + b, "exact")]


@case
def wrap_add_u8(rng):
    a = ints(rng, 0, 256, 128, np.uint8)
    b = ints(rng, 0, 256, 128, np.uint8)
    return 2, wrap_add, (a, b, np.zeros_like(a), 64), [(2, a + b, "exact")]


@ct.kernel
def compare(a, b, out, tile: ct.Constant[int]):
    bid = ct.bid(0)
    x = ct.load(a, index=(bid,), shape=(tile,))
    y = ct.load(b, index=(bid,), shape=(tile,))
    ct.store(out, index=(bid,), tile=x > y)


@case
def compare_bool(rng):
    a = rng.standard_normal(128).astype(np.float32)
    b = rng.standard_normal(128).astype(np.float32)
    b[::7] = a[::7]
    return 2, compare, (a, b, np.zeros(128, np.bool_), 64), [(2, a > b, "exact")]


# --- narrow floats ------------------------------------------------------------------------

@ct.kernel
def fp8_roundtrip(a, wide, narrow, tile: ct.Constant[int]):
    bid = ct.bid(0)
    x = ct.load(a, index=(bid,), shape=(tile,)).astype(ct.float32)
    ct.store(wide, index=(bid,), tile=x * 2.0)
    ct.store(narrow, index=(bid,), tile=(x * 0.75).astype(narrow.dtype))


@case
def fp8_e4m3(rng):
    a = rng.uniform(-100, 100, 128).astype(E4M3)
    a32 = a.astype(np.float32)
    # x*2 and x*0.75 are exact in f32; the cast to e4m3 rounds once (ml_dtypes rounds to
    # nearest even too).
    return 2, fp8_roundtrip, (a, np.zeros(128, np.float32), np.zeros(128, E4M3), 64), [
        (1, a32 * 2, "exact"), (2, (a32 * np.float32(0.75)).astype(E4M3), "exact")]


@case
def fp8_e5m2(rng):
    a = rng.uniform(-1000, 1000, 128).astype(E5M2)
    a32 = a.astype(np.float32)
    return 2, fp8_roundtrip, (a, np.zeros(128, np.float32), np.zeros(128, E5M2), 64), [
        (1, a32 * 2, "exact"), (2, (a32 * np.float32(0.75)).astype(E5M2), "exact")]


@ct.kernel
def tf32_load(a, out, tile: ct.Constant[int]):
    bid = ct.bid(0)
    ct.store(out, index=(bid,), tile=ct.load(a, index=(bid,), shape=(tile,)).astype(ct.float32))


@case
def tf32_array(rng):
    a = rng.standard_normal(128).astype(np.float32)
    # A tf32 element in memory is the upper 19 bits of the f32 word.
    want = (a.view(np.uint32) & np.uint32(0xFFFFE000)).view(np.float32)
    return 2, tf32_load, (tileref.tf32(a), np.zeros(128, np.float32), 64), [(1, want, "exact")]


# --- matmul --------------------------------------------------------------------------------

@ct.kernel
def matmul(a, b, c, tm: ct.Constant[int], tn: ct.Constant[int], tk: ct.Constant[int]):
    i, j = ct.bid(0), ct.bid(1)
    acc = ct.full((tm, tn), 0, dtype=c.dtype)
    for k in range(ct.num_tiles(a, axis=1, shape=(tm, tk))):
        x = ct.load(a, index=(i, k), shape=(tm, tk), padding_mode=ct.PaddingMode.ZERO)
        y = ct.load(b, index=(k, j), shape=(tk, tn), padding_mode=ct.PaddingMode.ZERO)
        acc = ct.mma(x, y, acc)
    ct.store(c, index=(i, j), tile=acc)


def _mm_case(rng, dt, acc, lo=-8, hi=9, m=64, n=48, k=40):
    # Small integers: every product and partial sum is exact, so any order gives numpy's bits.
    a = ints(rng, lo, hi, (m, k), np.float64).astype(dt)
    b = ints(rng, lo, hi, (k, n), np.float64).astype(dt)
    want = (a.astype(np.float64) @ b.astype(np.float64)).astype(acc)
    return (m // 32, n // 16), matmul, (a, b, np.zeros((m, n), acc), 32, 16, 16), [(2, want, "exact")]


@case
def matmul_f16(rng):
    return _mm_case(rng, np.float16, np.float32)


@case
def matmul_bf16(rng):
    return _mm_case(rng, BF16, np.float32)


@case
def matmul_f64(rng):
    return _mm_case(rng, np.float64, np.float64)


@case
def matmul_e5m2(rng):
    # e5m2 holds the integers -4..4 exactly.
    return _mm_case(rng, E5M2, np.float32, -4, 5)


@case
def matmul_i8(rng):
    a = ints(rng, -128, 128, (64, 40), np.int8)
    b = ints(rng, -128, 128, (40, 48), np.int8)
    want = a.astype(np.int32) @ b.astype(np.int32)
    return (2, 3), matmul, (a, b, np.zeros((64, 48), np.int32), 32, 16, 16), [(2, want, "exact")]


@ct.kernel
def matmul_tf32_kernel(a, b, c, tm: ct.Constant[int], tn: ct.Constant[int], tk: ct.Constant[int]):
    i, j = ct.bid(0), ct.bid(1)
    acc = ct.full((tm, tn), 0, dtype=ct.float32)
    for k in range(ct.num_tiles(a, axis=1, shape=(tm, tk))):
        x = ct.load(a, index=(i, k), shape=(tm, tk), padding_mode=ct.PaddingMode.ZERO)
        y = ct.load(b, index=(k, j), shape=(tk, tn), padding_mode=ct.PaddingMode.ZERO)
        acc = ct.mma(x.astype(ct.tfloat32), y.astype(ct.tfloat32), acc)
    ct.store(c, index=(i, j), tile=acc)


@case
def matmul_tf32(rng):
    a = ints(rng, -8, 9, (32, 64), np.float32)
    b = ints(rng, -8, 9, (64, 32), np.float32)
    want = (a.astype(np.float64) @ b.astype(np.float64)).astype(np.float32)
    return (2, 2), matmul_tf32_kernel, (a, b, np.zeros((32, 32), np.float32), 16, 16, 16), [
        (2, want, "exact")]


@ct.kernel
def matmul_operator(a, b, c, t: ct.Constant[int]):
    i, j = ct.bid(0), ct.bid(1)
    x = ct.load(a, index=(i, 0), shape=(t, 32))
    y = ct.load(b, index=(0, j), shape=(32, t))
    ct.store(c, index=(i, j), tile=x @ y)


@case
def matmul_f32_operator(rng):
    a = ints(rng, -16, 17, (32, 32), np.float32)
    b = ints(rng, -16, 17, (32, 32), np.float32)
    return (2, 2), matmul_operator, (a, b, np.zeros((32, 32), np.float32), 16), [
        (2, (a.astype(np.float64) @ b).astype(np.float32), "exact")]


# --- reductions and scans ------------------------------------------------------------------

@ct.kernel
def row_reduce(x, s, mx, am, cols: ct.Constant[int]):
    r = ct.bid(0)
    t = ct.load(x, index=(r, 0), shape=(1, cols))
    ct.store(s, index=(r,), tile=ct.sum(t, axis=1))
    ct.store(mx, index=(r,), tile=ct.max(t, axis=1))
    ct.store(am, index=(r,), tile=ct.argmax(t, axis=1).astype(ct.int32))


@case
def reductions_i32(rng):
    x = np.stack([rng.permutation(64) - 20 for _ in range(8)]).astype(np.int32)
    return 8, row_reduce, (x, np.zeros(8, np.int32), np.zeros(8, np.int32), np.zeros(8, np.int32), 64), [
        (1, x.sum(axis=1, dtype=np.int32), "exact"), (2, x.max(axis=1), "exact"),
        (3, x.argmax(axis=1).astype(np.int32), "exact")]


@case
def reductions_f32(rng):
    # Integer-valued floats: partial sums are exact, whatever the order.
    x = np.stack([rng.permutation(64) - 20 for _ in range(8)]).astype(np.float32)
    return 8, row_reduce, (x, np.zeros(8, np.float32), np.zeros(8, np.float32), np.zeros(8, np.int32), 64), [
        (1, x.sum(axis=1), "exact"), (2, x.max(axis=1), "exact"),
        (3, x.argmax(axis=1).astype(np.int32), "exact")]


@ct.kernel
def scans(x, cs, cm, rx, cols: ct.Constant[int]):
    r = ct.bid(0)
    t = ct.load(x, index=(r, 0), shape=(1, cols))
    ct.store(cs, index=(r, 0), tile=ct.cumsum(t, axis=1))
    ct.store(cm, index=(r, 0), tile=ct.scan(t, 1, lambda a, b: ct.maximum(a, b), -(1 << 31)))
    ct.store(rx, index=(r,), tile=ct.reduce(t, 1, lambda a, b: a | b, 0))


@case
def scans_i32(rng):
    x = ints(rng, -100, 100, (4, 32), np.int32)
    return 4, scans, (x, np.zeros_like(x), np.zeros_like(x), np.zeros(4, np.int32), 32), [
        (1, np.cumsum(x, axis=1, dtype=np.int32), "exact"),
        (2, np.maximum.accumulate(x, axis=1), "exact"),
        (3, np.bitwise_or.reduce(x, axis=1), "exact")]


# --- softmax, layernorm, attention -----------------------------------------------------------

@ct.kernel
def softmax(x, out, cols: ct.Constant[int]):
    row = ct.bid(0)
    t = ct.load(x, index=(row, 0), shape=(1, cols), padding_mode=ct.PaddingMode.NEG_INF)
    t = t - ct.max(t, axis=1, keepdims=True)
    e = ct.exp(t)
    ct.store(out, index=(row, 0), tile=e / ct.sum(e, axis=1, keepdims=True))


@case
def softmax_f32(rng):
    x = (rng.standard_normal((16, 50)) * 4).astype(np.float32)
    x64 = x.astype(np.float64)
    e = np.exp(x64 - x64.max(axis=1, keepdims=True))
    # f32 exp (each within 1 ulp), a 50-term f32 sum and a divide, against f64: a few ulp.
    return 16, softmax, (x, np.zeros_like(x), 64), [(1, e / e.sum(axis=1, keepdims=True), 4e-6)]


@ct.kernel
def layernorm(x, w, b, out, cols: ct.Constant[int], eps: ct.Constant[float]):
    row = ct.bid(0)
    t = ct.load(x, index=(row, 0), shape=(1, cols))
    mean = ct.sum(t, axis=1, keepdims=True) / cols
    d = t - mean
    var = ct.sum(d * d, axis=1, keepdims=True) / cols
    y = d * ct.rsqrt(var + eps)
    ct.store(out, index=(row, 0), tile=y * ct.load(w, index=(0, 0), shape=(1, cols))
             + ct.load(b, index=(0, 0), shape=(1, cols)))


@case
def layernorm_f32(rng):
    x = rng.standard_normal((8, 64)).astype(np.float32)
    w = rng.standard_normal((1, 64)).astype(np.float32)
    b = rng.standard_normal((1, 64)).astype(np.float32)
    x64 = x.astype(np.float64)
    d = x64 - x64.mean(axis=1, keepdims=True)
    want = d / np.sqrt((d * d).mean(axis=1, keepdims=True) + 1e-5) * w + b
    # f32 sums of 64 terms, rsqrt and a few roundings against f64; relative to the output
    # scale (some outputs are near zero).
    return 8, layernorm, (x, w, b, np.zeros_like(x), 64, 1e-5), [
        (3, lambda args: np.max(np.abs(args[3] - want)) < 2e-5 * np.max(np.abs(want)))]


@ct.kernel
def attention(q, k, v, o, seq: ct.Constant[int], d: ct.Constant[int], tq: ct.Constant[int]):
    i = ct.bid(0)
    qt = ct.load(q, index=(i, 0), shape=(tq, d))
    kt = ct.load(k, index=(0, 0), shape=(seq, d))
    vt = ct.load(v, index=(0, 0), shape=(seq, d))
    s = ct.mma(qt, ct.transpose(kt), ct.full((tq, seq), 0, dtype=ct.float32)) * (1.0 / 4.0)
    s = s - ct.max(s, axis=1, keepdims=True)
    p = ct.exp(s)
    p = p / ct.sum(p, axis=1, keepdims=True)
    ct.store(o, index=(i, 0), tile=ct.mma(p, vt, ct.full((tq, d), 0, dtype=ct.float32)))


@case
def attention_f32(rng):
    q, k, v = (rng.standard_normal((32, 16)).astype(np.float32) for _ in range(3))
    s = q.astype(np.float64) @ k.T.astype(np.float64) / 4.0
    p = np.exp(s - s.max(axis=1, keepdims=True))
    p /= p.sum(axis=1, keepdims=True)
    want = p @ v.astype(np.float64)
    # f32 matmuls of 16 and 32 terms, exp and a divide, against f64.
    return 2, attention, (q, k, v, np.zeros((32, 16), np.float32), 32, 16, 16), [
        (3, lambda args: np.max(np.abs(args[3] - want)) < 1e-5 * np.max(np.abs(want)))]


# --- gathers and scatters -------------------------------------------------------------------

@ct.kernel
def gather_scatter(x, idx, g, s, tile: ct.Constant[int]):
    bid = ct.bid(0)
    i = ct.load(idx, index=(bid,), shape=(tile,))
    ct.store(g, index=(bid,), tile=ct.gather(x, i))
    ct.scatter(s, i, ct.load(x, index=(bid,), shape=(tile,)))


@case
def gather_scatter_f32(rng):
    x = rng.standard_normal(128).astype(np.float32)
    idx = rng.permutation(128).astype(np.int32)
    s = np.zeros(128, np.float32)
    s[idx] = x
    return 4, gather_scatter, (x, idx, np.zeros(128, np.float32), np.zeros(128, np.float32), 32), [
        (2, x[idx], "exact"), (3, s, "exact")]


@ct.kernel
def gather_2d_padded(x, rows, out, tile: ct.Constant[int], cols: ct.Constant[int]):
    bid = ct.bid(0)
    r = ct.load(rows, index=(bid,), shape=(tile,)).reshape((tile, 1))
    c = ct.arange(cols, dtype=ct.int32).reshape((1, cols))
    ct.store(out, index=(bid, 0), tile=ct.gather(x, (r, c), padding_value=-1.0))


@case
def gather_2d_bounds(rng):
    x = rng.standard_normal((20, 8)).astype(np.float32)
    rows = rng.integers(-3, 24, 32).astype(np.int32)
    # Out-of-range rows read the padding value (bounds are checked by default).
    want = np.where(((rows >= 0) & (rows < 20))[:, None], x[np.clip(rows, 0, 19)], np.float32(-1))
    return 4, gather_2d_padded, (x, rows, np.zeros((32, 8), np.float32), 8, 8), [(2, want, "exact")]


# --- atomics and locks ------------------------------------------------------------------------

@ct.kernel
def histogram(x, hist, counter, mx, tile: ct.Constant[int]):
    bid = ct.bid(0)
    v = ct.load(x, index=(bid,), shape=(tile,))
    ct.atomic_add(hist, v, 1)
    ct.atomic_add(counter, 0, ct.sum(v))
    ct.atomic_max(mx, 0, ct.max(v))


@case
def atomics_histogram(rng):
    x = ints(rng, 0, 16, 512, np.int32)
    return 8, histogram, (x, np.zeros(16, np.int32), np.zeros(1, np.int32), np.zeros(1, np.int32), 64), [
        (1, np.bincount(x, minlength=16).astype(np.int32), "exact"),
        (2, np.array([x.sum()], np.int32), "exact"), (3, np.array([x.max()], np.int32), "exact")]


@ct.kernel
def splitk_matmul(a, b, c, lock, tm: ct.Constant[int], tn: ct.Constant[int], tk: ct.Constant[int]):
    # Tile block (i, j, k) multiplies one K-slice and adds it into C under a spin lock.
    i, j, k = ct.bid(0), ct.bid(1), ct.bid(2)
    x = ct.load(a, index=(i, k), shape=(tm, tk))
    y = ct.load(b, index=(k, j), shape=(tk, tn))
    part = ct.mma(x, y, ct.full((tm, tn), 0, dtype=ct.float32))
    n = ct.num_blocks(1)
    slot = i * n + j
    while ct.atomic_cas(lock, slot, 0, 1, memory_order=ct.MemoryOrder.ACQUIRE) == 1:
        pass
    acc = ct.load(c, index=(i, j), shape=(tm, tn))
    ct.store(c, index=(i, j), tile=acc + part)
    ct.atomic_xchg(lock, slot, 0, memory_order=ct.MemoryOrder.RELEASE)


@case
def splitk_lock(rng):
    a = ints(rng, -8, 9, (32, 64), np.float32)
    b = ints(rng, -8, 9, (64, 32), np.float32)
    want = (a.astype(np.float64) @ b).astype(np.float32)
    return (2, 2, 4), splitk_matmul, (a, b, np.zeros((32, 32), np.float32), np.zeros(4, np.int32), 16, 16, 16), [
        (2, want, "exact"), (3, np.zeros(4, np.int32), "exact")]


# --- printf, scalars, constants, lists, grids --------------------------------------------------

@ct.kernel
def printer(x, tile: ct.Constant[int]):
    bid = ct.bid(0)
    s = ct.sum(ct.load(x, index=(bid,), shape=(tile,)))
    ct.printf("block %d sum %d\n", bid, s)


@case
def printf_sums(rng):
    x = ints(rng, 0, 100, 64, np.int32)
    sums = x.reshape(4, 16).sum(axis=1)
    want = sorted(f"block {i} sum {s}" for i, s in enumerate(sums))

    def check(args, printed):
        return sorted(printed.strip().splitlines()) == want
    return 4, printer, (x, 16), [("prints", check)]


@ct.kernel
def axpb(x, y, alpha, beta, n, flag, scale: ct.Constant[float], negate: ct.Constant[bool],
         tile: ct.Constant[int]):
    bid = ct.bid(0)
    t = ct.load(x, index=(bid,), shape=(tile,))
    r = t * alpha + beta * scale
    if negate:
        r = -r
    idx = ct.arange(tile, dtype=ct.int32) + bid * tile
    r = ct.where(idx < n, r, 0.0)
    r = ct.where(flag, r, r + 1.0)
    ct.store(y, index=(bid,), tile=r)


@case
def scalars_and_constants(rng):
    # Values with few significant bits: x*alpha + beta*scale is exact in f32 (fused or not).
    x = (ints(rng, -64, 64, 128, np.float32) / 8).astype(np.float32)
    alpha, beta, n = 0.75, 2.5, 100
    r = -(x * np.float32(alpha) + np.float32(beta * 0.5))
    r[n:] = 0
    return 2, axpb, (x, np.zeros_like(x), alpha, beta, n, True, 0.5, True, 64), [(1, r, "exact")]


@ct.kernel
def list_sum(arrays, out, tile: ct.Constant[int], count: ct.Constant[int]):
    bid = ct.bid(0)
    acc = ct.full((tile,), 0, dtype=ct.float32)
    for i in range(count):
        acc = acc + ct.load(arrays[i], index=(bid,), shape=(tile,))
    ct.store(out, index=(bid,), tile=acc)


@case
def list_of_arrays(rng):
    xs = [rng.standard_normal(128).astype(np.float32) for _ in range(3)]
    want = (xs[0] + xs[1]) + xs[2]  # the kernel's order, f32 roundings
    return 2, list_sum, (xs, np.zeros(128, np.float32), 64, 3), [(1, want, "exact")]


@ct.kernel
def block_ids(out):
    x, y, z = ct.bid(0), ct.bid(1), ct.bid(2)
    nx, ny = ct.num_blocks(0), ct.num_blocks(1)
    ct.store(out, index=(z, y, x), tile=ct.full((1, 1, 1), (z * ny + y) * nx + x, dtype=ct.int32))


@case
def grid_3d(rng):
    out = np.full((2, 3, 4), -1, np.int32)
    return (4, 3, 2), block_ids, (out,), [(0, np.arange(24, dtype=np.int32).reshape(2, 3, 4), "exact")]


@ct.kernel
def transpose(x, out, t: ct.Constant[int]):
    i, j = ct.bid(0), ct.bid(1)
    ct.store(out, index=(j, i), tile=ct.transpose(ct.load(x, index=(i, j), shape=(t, t))))


@case
def transpose_2d_grid(rng):
    x = rng.standard_normal((32, 64)).astype(np.float32)
    return (2, 4), transpose, (x, np.zeros((64, 32), np.float32), 16), [(1, x.T.copy(), "exact")]


@case
def strided_view(rng):
    # A non-contiguous view (every other column) is passed with its strides, in place.
    base = rng.standard_normal((16, 64)).astype(np.float32)
    out = np.zeros((16, 64), np.float32)
    view_in, view_out = base[:, ::2], out[:, 1::2]
    want = np.zeros((16, 64), np.float32)
    want[:, 1::2] = base[:, ::2]
    return (1, 2), copy2d, (view_in, view_out, 16), [(1, lambda args: np.array_equal(out, want))]


@ct.kernel
def copy2d(x, out, t: ct.Constant[int]):
    i, j = ct.bid(0), ct.bid(1)
    ct.store(out, index=(i, j), tile=ct.load(x, index=(i, j), shape=(t, t)))


@ct.kernel
def inc(x, y, tile: ct.Constant[int]):
    bid = ct.bid(0)
    ct.store(y, index=(bid,), tile=ct.load(x, index=(bid,), shape=(tile,)) + 1)

