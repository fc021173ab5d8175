"""The four kernels of the speed benchmark (`cargo bench --bench jobs`), exported as Tile IR
bytecode by cuTile Python without a GPU, and the numpy jobs they are measured against.

Usage: python bench_kernels.py export OUT_DIR
       python bench_kernels.py inputs DIR          (writes the jobs' .npy inputs)
       python bench_kernels.py numpy DIR ROUNDS    (times the numpy jobs, one JSON line each)
       python bench_kernels.py check DIR           (compares tileref's outputs with numpy)

Each job is what a user runs: load the .npy inputs, compute, save the outputs.
"""

import json
import os
import sys
import time

import numpy as np

# Job sizes: vector add 2^22 f32, softmax 4096x1024, layernorm 2048x1024, matmul 512^3 f32.
N_ADD, TILE_ADD = 1 << 22, 1024
SM_ROWS, SM_COLS = 4096, 1024
LN_ROWS, LN_COLS = 2048, 1024
MM, TM, TN, TK = 512, 64, 64, 32


def kernels():
    import cuda.tile as ct

    @ct.kernel
    def vector_add(a, b, c, tile: ct.Constant[int]):
        bid = ct.bid(0)
        x = ct.load(a, index=(bid,), shape=(tile,))
        y = ct.load(b, index=(bid,), shape=(tile,))
        ct.store(c, index=(bid,), tile=x + y)

    @ct.kernel
    def softmax(x, out, cols: ct.Constant[int]):
        row = ct.bid(0)
        t = ct.load(x, index=(row, 0), shape=(1, cols))
        t = t - ct.max(t, axis=1, keepdims=True)
        e = ct.exp(t)
        ct.store(out, index=(row, 0), tile=e / ct.sum(e, axis=1, keepdims=True))

    @ct.kernel
    def layernorm(x, w, b, out, cols: ct.Constant[int]):
        row = ct.bid(0)
        t = ct.load(x, index=(row, 0), shape=(1, cols))
        mean = ct.sum(t, axis=1, keepdims=True) / cols
        d = t - mean
        var = ct.sum(d * d, axis=1, keepdims=True) / cols
        ww = ct.reshape(ct.load(w, index=(0,), shape=(cols,)), (1, cols))
        bb = ct.reshape(ct.load(b, index=(0,), shape=(cols,)), (1, cols))
        ct.store(out, index=(row, 0), tile=d * ct.rsqrt(var + 1e-5) * ww + bb)

    @ct.kernel
    def matmul(a, b, c, tm: ct.Constant[int], tn: ct.Constant[int], tk: ct.Constant[int]):
        i, j = ct.bid(0), ct.bid(1)
        acc = ct.full((tm, tn), 0, dtype=ct.float32)
        for k in range(ct.num_tiles(a, axis=1, shape=(tm, tk))):
            x = ct.load(a, index=(i, k), shape=(tm, tk), padding_mode=ct.PaddingMode.ZERO)
            y = ct.load(b, index=(k, j), shape=(tk, tn), padding_mode=ct.PaddingMode.ZERO)
            acc = ct.mma(x, y, acc)
        ct.store(c, index=(i, j), tile=acc)

    from cuda.tile.compilation import ArrayConstraint, CallingConvention, KernelSignature

    def arr(dtype, ndim):
        return ArrayConstraint(dtype, ndim, index_dtype=ct.int32, stride_lower_bound_incl=0,
                               alias_groups=[], may_alias_internally=False)

    f32 = ct.float32
    return {
        "vector_add": (vector_add, [arr(f32, 1), arr(f32, 1), arr(f32, 1), TILE_ADD], KernelSignature, CallingConvention),
        "softmax": (softmax, [arr(f32, 2), arr(f32, 2), SM_COLS], KernelSignature, CallingConvention),
        "layernorm": (layernorm, [arr(f32, 2), arr(f32, 1), arr(f32, 1), arr(f32, 2), LN_COLS], KernelSignature, CallingConvention),
        "matmul": (matmul, [arr(f32, 2), arr(f32, 2), arr(f32, 2), TM, TN, TK], KernelSignature, CallingConvention),
    }


def export(out):
    from cuda.tile.compilation import export_kernel
    os.makedirs(out, exist_ok=True)
    for name, (k, params, KS, CC) in kernels().items():
        path = os.path.join(out, f"{name}.tileirbc")
        export_kernel(k, [KS(params, calling_convention=CC.cutile_python_v1())], path,
                      output_format="tileir_bytecode", bytecode_version="13.3")
        print(path, os.path.getsize(path))


# Per job: inputs, the launch (grid; per argument the file and element type), and the numpy job.
JOBS = {
    "vector_add": ([("a", (N_ADD,)), ("b", (N_ADD,))], [N_ADD // TILE_ADD, 1, 1], ["a", "b", "c"]),
    "softmax": ([("x", (SM_ROWS, SM_COLS))], [SM_ROWS, 1, 1], ["x", "y"]),
    "layernorm": ([("x", (LN_ROWS, LN_COLS)), ("w", (LN_COLS,)), ("b", (LN_COLS,))], [LN_ROWS, 1, 1], ["x", "w", "b", "y"]),
    "matmul": ([("a", (MM, MM)), ("b", (MM, MM))], [MM // TM, MM // TN, 1], ["a", "b", "c"]),
}
OUT_SHAPE = {"vector_add": (N_ADD,), "softmax": (SM_ROWS, SM_COLS), "layernorm": (LN_ROWS, LN_COLS), "matmul": (MM, MM)}


def inputs(d):
    rng = np.random.default_rng(7)
    for job, (ins, grid, args) in JOBS.items():
        jd = os.path.join(d, job)
        os.makedirs(jd, exist_ok=True)
        for name, shape in ins:
            np.save(os.path.join(jd, f"{name}.npy"), rng.standard_normal(shape).astype(np.float32))
        # The output starts as zeros made by tileref (numpy's job does not read it either).
        srcs = [os.path.join(jd, f"{a}.npy") for a in args[:-1]] + [{"zeros": list(OUT_SHAPE[job])}]
        spec = {"grid": grid, "args": [{"array": src, "elem": "f32", "index": "i32"} for src in srcs]}
        with open(os.path.join(jd, "launch.json"), "w") as f:
            json.dump(spec, f)


def compute(job, jd):
    load = lambda n: np.load(os.path.join(jd, f"{n}.npy"))
    if job == "vector_add":
        return load("a") + load("b")
    if job == "softmax":
        x = load("x")
        e = np.exp(x - x.max(axis=1, keepdims=True))
        return e / e.sum(axis=1, keepdims=True)
    if job == "layernorm":
        x, w, b = load("x"), load("w"), load("b")
        mean = x.mean(axis=1, keepdims=True)
        d = x - mean
        var = (d * d).mean(axis=1, keepdims=True)
        return d / np.sqrt(var + np.float32(1e-5)) * w + b
    if job == "matmul":
        return load("a") @ load("b")
    raise ValueError(job)


def numpy_jobs(d, rounds):
    for job in JOBS:
        jd = os.path.join(d, job)
        times = []
        for _ in range(rounds):
            t = time.perf_counter()
            np.save(os.path.join(jd, "numpy_out.npy"), compute(job, jd))
            times.append(time.perf_counter() - t)
        print(json.dumps({"job": job, "seconds": times}), flush=True)


def check(d):
    """tileref's outputs (DIR/JOB/out/argK.npy) against numpy in f64, relative to the scale."""
    bad = 0
    for job, (ins, grid, args) in JOBS.items():
        jd = os.path.join(d, job)
        got = np.load(os.path.join(jd, "out", f"arg{len(args) - 1}.npy")).astype(np.float64)
        want = compute(job, jd).astype(np.float64)
        err = float(np.max(np.abs(got - want)) / max(1.0, float(np.max(np.abs(want)))))
        ok = err < 1e-4
        bad += not ok
        print(json.dumps({"job": job, "max_rel_err": err, "ok": ok}))
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    cmd, d = sys.argv[1], sys.argv[2]
    if cmd == "export":
        import cuda.tile._compile as _compile
        _compile.dev_features_enabled = lambda: True
        export(d)
    elif cmd == "inputs":
        inputs(d)
    elif cmd == "numpy":
        numpy_jobs(d, int(sys.argv[3]))
    elif cmd == "check":
        check(d)
