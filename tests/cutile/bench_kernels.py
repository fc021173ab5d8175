"""The kernels of the speed benchmark (`cargo bench --bench jobs`), exported as Tile IR
bytecode by cuTile Python without a GPU, and the numpy jobs they are measured against.

Usage: python bench_kernels.py export OUT_DIR
       python bench_kernels.py inputs DIR          (writes the jobs' .npy inputs)
       python bench_kernels.py numpy DIR ROUNDS    (times the numpy jobs, one JSON line each)
       python bench_kernels.py check DIR           (compares tileref's outputs with numpy)
       python bench_kernels.py list                (the jobs, one JSON line each)

Each job is what a user runs: load the .npy inputs, compute, save the outputs. The four main
jobs (vector add 2^22, softmax 4096x1024, layernorm 2048x1024, matmul 512^3, f32) come in
the tile shapes users pick (the sweep): softmax 1-32 rows a block, layernorm 1-8 rows, matmul
tiles 32x32x32 to 128x128x64, vector add tiles of 256-4096, and f16/bf16 softmax and matmul.
A kernel is exported once per tile shape and element type (`bench/<job>.tileirbc` for the
main jobs, `bench/sweep/<name>.tileirbc` for the rest).

f16/bf16 jobs: tileref's kernels load the narrow type, compute in f32 (the mma accumulates
in f32) and store the narrow type; the numpy jobs do the same (numpy's fastest route: f16 or
bf16 arithmetic in numpy is far slower). bf16 files hold raw bits (`<u2`).
"""

import json
import os
import sys
import time

import numpy as np

N_ADD = 1 << 22
SM_ROWS, SM_COLS = 4096, 1024
LN_ROWS, LN_COLS = 2048, 1024
MM = 512

# (name, job, element type, tile parameters); the first of each job is the main job.
SWEEP = (
    [("vector_add", "vector_add", "f32", {"tile": 1024})]
    + [(f"vector_add_t{t}", "vector_add", "f32", {"tile": t}) for t in (256, 4096)]
    + [("softmax", "softmax", "f32", {"rows": 1})]
    + [(f"softmax_r{r}", "softmax", "f32", {"rows": r}) for r in (2, 4, 8, 16, 32)]
    + [(f"softmax_{e}_r{r}", "softmax", e, {"rows": r}) for e in ("f16", "bf16") for r in (1, 8)]
    + [("layernorm", "layernorm", "f32", {"rows": 1})]
    + [(f"layernorm_r{r}", "layernorm", "f32", {"rows": r}) for r in (2, 4, 8)]
    + [("matmul", "matmul", "f32", {"tm": 64, "tn": 64, "tk": 32})]
    + [(f"matmul_{m}x{n}x{k}", "matmul", "f32", {"tm": m, "tn": n, "tk": k})
       for m, n, k in ((32, 32, 32), (128, 64, 64), (128, 128, 32), (128, 128, 64))]
    + [(f"matmul_{e}_{m}x{n}x{k}", "matmul", e, {"tm": m, "tn": n, "tk": k})
       for e in ("f16", "bf16") for m, n, k in ((64, 64, 32), (128, 128, 64))]
)
MAIN = ("vector_add", "softmax", "layernorm", "matmul")


def kernel_path(root, name):
    sub = "" if name in MAIN else "sweep"
    return os.path.join(root, sub, f"{name}.tileirbc")


def shape_label(job, p):
    if job == "vector_add":
        return f"tile {p['tile']}"
    if job in ("softmax", "layernorm"):
        return f"{p['rows']} row{'s' if p['rows'] > 1 else ''}"
    return f"{p['tm']}x{p['tn']}x{p['tk']}"


def kernels():
    import cuda.tile as ct

    @ct.kernel
    def vector_add(a, b, c, tile: ct.Constant[int]):
        bid = ct.bid(0)
        x = ct.load(a, index=(bid,), shape=(tile,))
        y = ct.load(b, index=(bid,), shape=(tile,))
        ct.store(c, index=(bid,), tile=x + y)

    @ct.kernel
    def softmax(x, out, rows: ct.Constant[int], cols: ct.Constant[int]):
        bid = ct.bid(0)
        t = ct.astype(ct.load(x, index=(bid, 0), shape=(rows, cols)), ct.float32)
        t = t - ct.max(t, axis=1, keepdims=True)
        e = ct.exp(t)
        ct.store(out, index=(bid, 0), tile=ct.astype(e / ct.sum(e, axis=1, keepdims=True), out.dtype))

    @ct.kernel
    def layernorm(x, w, b, out, rows: ct.Constant[int], cols: ct.Constant[int]):
        bid = ct.bid(0)
        t = ct.load(x, index=(bid, 0), shape=(rows, cols))
        mean = ct.sum(t, axis=1, keepdims=True) / cols
        d = t - mean
        var = ct.sum(d * d, axis=1, keepdims=True) / cols
        ww = ct.reshape(ct.load(w, index=(0,), shape=(cols,)), (1, cols))
        bb = ct.reshape(ct.load(b, index=(0,), shape=(cols,)), (1, cols))
        ct.store(out, index=(bid, 0), tile=d * ct.rsqrt(var + 1e-5) * ww + bb)

    @ct.kernel
    def matmul(a, b, c, tm: ct.Constant[int], tn: ct.Constant[int], tk: ct.Constant[int]):
        i, j = ct.bid(0), ct.bid(1)
        acc = ct.full((tm, tn), 0, dtype=ct.float32)
        for k in range(ct.num_tiles(a, axis=1, shape=(tm, tk))):
            x = ct.load(a, index=(i, k), shape=(tm, tk), padding_mode=ct.PaddingMode.ZERO)
            y = ct.load(b, index=(k, j), shape=(tk, tn), padding_mode=ct.PaddingMode.ZERO)
            acc = ct.mma(x, y, acc)
        ct.store(c, index=(i, j), tile=ct.astype(acc, c.dtype))

    from cuda.tile.compilation import ArrayConstraint, CallingConvention, KernelSignature

    def arr(dtype, ndim):
        return ArrayConstraint(dtype, ndim, index_dtype=ct.int32, stride_lower_bound_incl=0,
                               alias_groups=[], may_alias_internally=False)

    dt = {"f32": ct.float32, "f16": ct.float16, "bf16": ct.bfloat16}
    out = {}
    for name, job, e, p in SWEEP:
        t = dt[e]
        if job == "vector_add":
            params = [arr(t, 1), arr(t, 1), arr(t, 1), p["tile"]]
        elif job == "softmax":
            params = [arr(t, 2), arr(t, 2), p["rows"], SM_COLS]
        elif job == "layernorm":
            params = [arr(t, 2), arr(t, 1), arr(t, 1), arr(t, 2), p["rows"], LN_COLS]
        else:
            params = [arr(t, 2), arr(t, 2), arr(t, 2), p["tm"], p["tn"], p["tk"]]
        k = {"vector_add": vector_add, "softmax": softmax, "layernorm": layernorm, "matmul": matmul}[job]
        out[name] = (k, params, KernelSignature, CallingConvention)
    return out


def export(root):
    from cuda.tile.compilation import export_kernel
    for name, (k, params, KS, CC) in kernels().items():
        path = kernel_path(root, name)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        export_kernel(k, [KS(params, calling_convention=CC.cutile_python_v1())], path,
                      output_format="tileir_bytecode", bytecode_version="13.3")
        print(path, os.path.getsize(path))


def job_io(job, p):
    """(inputs [(name, shape)], grid, argument names (the last is the output), output shape)."""
    if job == "vector_add":
        return [("a", (N_ADD,)), ("b", (N_ADD,))], [N_ADD // p["tile"], 1, 1], ["a", "b", "c"], (N_ADD,)
    if job == "softmax":
        return [("x", (SM_ROWS, SM_COLS))], [SM_ROWS // p["rows"], 1, 1], ["x", "y"], (SM_ROWS, SM_COLS)
    if job == "layernorm":
        return ([("x", (LN_ROWS, LN_COLS)), ("w", (LN_COLS,)), ("b", (LN_COLS,))], [LN_ROWS // p["rows"], 1, 1],
                ["x", "w", "b", "y"], (LN_ROWS, LN_COLS))
    return [("a", (MM, MM)), ("b", (MM, MM))], [MM // p["tm"], MM // p["tn"], 1], ["a", "b", "c"], (MM, MM)


def to_f32(x, e):
    if e == "bf16":
        return (x.astype(np.uint32) << 16).view(np.float32)
    return x.astype(np.float32)


def from_f32(x, e):
    if e == "f16":
        return x.astype(np.float16)
    if e == "bf16":
        try:
            import ml_dtypes
            return x.astype(ml_dtypes.bfloat16).view(np.uint16)
        except ImportError:  # round to nearest even by hand
            u = x.view(np.uint32)
            return ((u + 0x7FFF + ((u >> 16) & 1)) >> 16).astype(np.uint16)
    return x


NPY = {"f32": np.float32, "f16": np.float16, "bf16": np.uint16}


def inputs(d):
    rng = np.random.default_rng(7)
    for name, job, e, p in SWEEP:
        ins, grid, args, oshape = job_io(job, p)
        jd = os.path.join(d, name)
        os.makedirs(jd, exist_ok=True)
        for n, shape in ins:
            np.save(os.path.join(jd, f"{n}.npy"), from_f32(rng.standard_normal(shape).astype(np.float32), e))
        # The output starts as zeros made by tileref (numpy's job does not read it either).
        srcs = [os.path.join(jd, f"{a}.npy") for a in args[:-1]] + [{"zeros": list(oshape)}]
        spec = {"grid": grid, "args": [{"array": src, "elem": e, "index": "i32"} for src in srcs]}
        with open(os.path.join(jd, "launch.json"), "w") as f:
            json.dump(spec, f)


def compute(job, e, jd):
    load = lambda n: to_f32(np.load(os.path.join(jd, f"{n}.npy")), e)
    if job == "vector_add":
        r = load("a") + load("b")
    elif job == "softmax":
        x = load("x")
        ex = np.exp(x - x.max(axis=1, keepdims=True))
        r = ex / ex.sum(axis=1, keepdims=True)
    elif job == "layernorm":
        x, w, b = load("x"), load("w"), load("b")
        mean = x.mean(axis=1, keepdims=True)
        dd = x - mean
        var = (dd * dd).mean(axis=1, keepdims=True)
        r = dd / np.sqrt(var + np.float32(1e-5)) * w + b
    else:
        r = load("a") @ load("b")
    return from_f32(r, e)


def numpy_jobs(d, rounds, names=None):
    for name, job, e, p in SWEEP:
        if names and name not in names:
            continue
        jd = os.path.join(d, name)
        times = []
        for _ in range(rounds):
            t = time.perf_counter()
            np.save(os.path.join(jd, "numpy_out.npy"), compute(job, e, jd))
            times.append(time.perf_counter() - t)
        print(json.dumps({"job": name, "seconds": times}), flush=True)


def check(d):
    """tileref's outputs (DIR/NAME/out/argK.npy) against numpy in f64, relative to the scale:
    to 1e-4 for f32, to 2 units in the last place of the narrow type otherwise."""
    bad = 0
    for name, job, e, p in SWEEP:
        jd = os.path.join(d, name)
        args = job_io(job, p)[2]
        path = os.path.join(jd, "out", f"arg{len(args) - 1}.npy")
        if not os.path.exists(path):
            continue
        got = to_f32(np.load(path), e).astype(np.float64)
        want = to_f32(compute(job, e, jd), e).astype(np.float64)
        tol = {"f32": 1e-4, "f16": 2e-3, "bf16": 1.6e-2}[e]
        err = float(np.max(np.abs(got - want)) / max(1.0, float(np.max(np.abs(want)))))
        ok = err < tol
        bad += not ok
        print(json.dumps({"job": name, "max_rel_err": err, "ok": ok}))
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    cmd = sys.argv[1]
    if cmd == "export":
        import cuda.tile._compile as _compile
        _compile.dev_features_enabled = lambda: True
        export(sys.argv[2])
    elif cmd == "inputs":
        inputs(sys.argv[2])
    elif cmd == "numpy":
        numpy_jobs(sys.argv[2], int(sys.argv[3]), sys.argv[4].split(",") if len(sys.argv) > 4 else None)
    elif cmd == "check":
        check(sys.argv[2])
    elif cmd == "list":
        for name, job, e, p in SWEEP:
            print(json.dumps({"name": name, "job": job, "elem": e, "shape": shape_label(job, p),
                              "main": name in MAIN}))
