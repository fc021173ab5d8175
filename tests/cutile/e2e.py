"""cuTile Python end to end: export kernels with cuTile, run the bytecode with tileref, compare.

Usage: python e2e.py TILEREF WORK_DIR

Needs `pip install cuda-tile==1.7.0 numpy` (no GPU). Each kernel is exported at every bytecode
version cuTile writes, run by `tileref run` under two schedules with race and UB detection on,
and its outputs are compared with numpy: bit for bit where the arithmetic is exact (vector add,
integer-valued matmul, row max with padding), to a relative 4e-6 for softmax (f32 exp, a
64-term sum and a divide against numpy in f64). Exits non-zero on any difference, race or UB report.
"""

import json
import os
import subprocess
import sys

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import export_kernels as ek  # noqa: E402

from cuda.tile.compilation import export_kernel  # noqa: E402


def export(name, version, path):
    import cuda.tile._compile as _compile
    _compile.dev_features_enabled = lambda: True
    k, params = ek.KERNELS[name]
    gpu = "sm_90" if version in ("13.1", "13.2") else None
    export_kernel(k, ek.sig(params), path, gpu_code=gpu, output_format="tileir_bytecode",
                  bytecode_version=version)


def run(tileref, kernel, grid, arrays, work, schedule, want_status="ok"):
    """arrays: list of (numpy array, tile ir elem); returns the arrays after the run, or the
    report when the run is expected to end in another status (e.g. "ub")."""
    args = []
    for i, (a, elem) in enumerate(arrays):
        p = os.path.join(work, f"in{i}.npy")
        np.save(p, a)
        args.append({"array": p, "elem": elem, "index": "i32"})
    spec = {"grid": grid, "args": args}
    sp = os.path.join(work, "launch.json")
    with open(sp, "w") as f:
        json.dump(spec, f)
    out = os.path.join(work, "out")
    r = subprocess.run([tileref, "run", kernel, "--launch", sp, "--out", out, "--schedule", schedule],
                       capture_output=True, text=True)
    with open(os.path.join(out, "report.json")) as f:
        report = json.load(f)
    if want_status != "ok":
        if r.returncode != 3 or report.get("status") != want_status:
            raise AssertionError(f"{kernel} ({schedule}): wanted {want_status}, got exit {r.returncode}, report {json.dumps(report)[:800]}")
        return report
    if r.returncode != 0 or report.get("status") != "ok" or report.get("diagnostics"):
        raise AssertionError(f"{kernel} ({schedule}): exit {r.returncode}, report {json.dumps(report)[:800]} {r.stderr[-800:]}")
    return [np.load(os.path.join(out, f"arg{i}.npy")) for i in range(len(arrays))]


def cases(rng):
    a = rng.standard_normal(1000).astype(np.float32)
    b = rng.standard_normal(1000).astype(np.float32)
    yield "vector_add", [8], [(a, "f32"), (b, "f32"), (np.zeros(1000, np.float32), "f32")], 2, a + b, "exact"

    x = (rng.standard_normal((16, 64)) * 4).astype(np.float32)
    x64 = x.astype(np.float64)
    e = np.exp(x64 - x64.max(axis=1, keepdims=True))
    yield "row_softmax", [16], [(x, "f32"), (np.zeros_like(x), "f32")], 1, e / e.sum(axis=1, keepdims=True), "close"

    # Small integers: every product and partial sum is exact in f32, so any summation order
    # gives the same bits and numpy's result is the exact answer.
    ma = rng.integers(-8, 9, (64, 48)).astype(np.float16)
    mb = rng.integers(-8, 9, (48, 64)).astype(np.float16)
    want = (ma.astype(np.float64) @ mb.astype(np.float64)).astype(np.float32)
    yield "matmul", [2, 2], [(ma, "f16"), (mb, "f16"), (np.zeros((64, 64), np.float32), "f32")], 2, want, "exact"

    # An unchecked gather (load_ptr_tko with a padding value but no mask), indices in range.
    g = rng.standard_normal(100).astype(np.float32)
    gi = rng.integers(0, 100, 64).astype(np.int32)
    yield "gather_unchecked", [4], [(g, "f32"), (gi, "i32"), (np.zeros(64, np.float32), "f32")], 2, g[gi], "exact"

    # 50 columns in 64-wide tiles: the padding (-inf) must not win the max.
    r = rng.standard_normal((8, 50)) - 10.0
    yield "row_max_f64", [8], [(r, "f64"), (np.zeros(8), "f64")], 1, r.max(axis=1), "exact"


def main():
    tileref, work = sys.argv[1], sys.argv[2]
    os.makedirs(work, exist_ok=True)
    versions = ["13.1", "13.2", "13.3", "13.4", "13.5"]
    checked = 0
    for name, grid, arrays, out_idx, want, how in cases(np.random.default_rng(7)):
        for v in versions:
            path = os.path.join(work, f"{name}_{v}.tileirbc")
            export(name, v, path)
            for schedule in ["parallel", "random:3"]:
                got = run(tileref, path, grid, arrays, work, schedule)[out_idx]
                if how == "exact":
                    if got.dtype != want.dtype or got.tobytes() != want.tobytes():
                        bad = np.flatnonzero(got.reshape(-1).view(np.uint8) != want.reshape(-1).view(np.uint8))
                        raise AssertionError(f"{name} {v} {schedule}: bits differ (first byte {bad[:4]})")
                else:
                    if not np.allclose(got, want, rtol=4e-6, atol=1e-30):
                        raise AssertionError(f"{name} {v} {schedule}: max rel error {np.max(np.abs(got - want) / np.abs(want))}")
                checked += got.size
            print(f"{name} {v}: ok")
    # The unchecked gather with one index past the end: undefined behaviour, named by element.
    rng = np.random.default_rng(11)
    g = rng.standard_normal(100).astype(np.float32)
    gi = rng.integers(0, 100, 64).astype(np.int32)
    gi[37] = 100
    for v in versions:
        path = os.path.join(work, f"gather_unchecked_{v}.tileirbc")
        export("gather_unchecked", v, path)
        rep = run(tileref, path, [4], [(g, "f32"), (gi, "i32"), (np.zeros(64, np.float32), "f32")], work, "sequential", "ub")
        d = rep["diagnostics"][0]
        if d["kind"] != "out-of-bounds" or d["op"] != "load_ptr_tko" or d["block"] != [2, 0, 0] or d["element"] != [5]:
            raise AssertionError(f"gather_unchecked {v}: wrong UB report {d}")
        if "export_kernels.py:" not in d.get("location", ""):
            raise AssertionError(f"gather_unchecked {v}: no Python source line in {d}")
        print(f"gather_unchecked {v}: out-of-range index reported as UB (block 2, element 5)")
    print(f"cuTile end to end: {checked} output elements checked, no race or UB reported in the clean runs, the out-of-range gather reported as UB")


if __name__ == "__main__":
    main()
