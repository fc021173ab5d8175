"""Reduce kernels whose results reveal the order in which the GPU combines elements, to check
`--numerics h100` against tileiras's code on an H100 (docs/numerics.md).

    python h100_reduce_probe.py corpus FILE          # one case file, expectations to be filled
    tileref gpu bundle FILE --arch sm_90 -o BUNDLE   # where tileiras is
    tileref gpu run BUNDLE --out RESULTS              # on the GPU machine
    python h100_reduce_probe.py fill FILE RESULTS    # the GPU's bits become the expectations

makes conformance/measured/h100_order.mlir; and, for wider sweeps (4 tile blocks, inputs
per kernel, scans included):

    python h100_reduce_probe.py DIR                  # kernels, launch specs and inputs
    tileref gpu cases --numerics h100 DIR/*.mlir -o CASES
    tileref gpu bundle CASES --arch sm_90 -o BUNDLE  # where tileiras is
    tileref gpu run BUNDLE --out RESULTS              # on the GPU machine
    tileref gpu diff BUNDLE RESULTS --corpus CASES    # 0 differing elements when the model holds

Inputs are ±(1 + u)·2^e with e spread over a range the element type holds, so that a sum's
bits depend on the association order. Needs numpy and ml_dtypes.
"""
import json
import os
import sys

import ml_dtypes
import numpy as np

NP = {"f32": np.float32, "f16": np.float16, "bf16": ml_dtypes.bfloat16, "f64": np.float64}
EXP = {"f32": 10, "f16": 3, "bf16": 10, "f64": 10}


def ty(shape, t):
    return "tile<" + "x".join(str(d) for d in shape) + "x" + t + ">" if shape else f"tile<{t}>"


def view(shape, t, n_blocks):
    full = [shape[0] * n_blocks] + list(shape[1:])
    strides = [int(np.prod(full[i + 1:])) for i in range(len(full))]
    tv = "tensor_view<" + "x".join(map(str, full)) + f"x{t}, strides=[" + ",".join(map(str, strides)) + "]>"
    pv = "partition_view<tile=(" + "x".join(map(str, shape)) + "), " + tv + ">"
    return full, strides, tv, pv


def combiner(op, t):
    return (f"      (%e: tile<{t}>, %a: tile<{t}>) {{\n        %y = {op} %e, %a : tile<{t}>\n"
            f"        yield %y : tile<{t}>\n      }}\n")


IDENT = {"addf": "0.000000e+00", "mulf": "1.000000e+00", "maxf": "0xFF800000"}


def kernel(name, t, shape, dim, op="addf", pre="", warps=None, load_shape=None, blocks=4, scan=None):
    """Loads `load_shape` (default `shape`), applies `pre`, reduces (or scans: `scan` is
    "fwd" or "rev") along `dim`, stores."""
    load_shape = load_shape or shape
    out_shape = list(shape) if scan else [d for i, d in enumerate(shape) if i != dim]
    _, _, tv_in, pv_in = view(load_shape, t, blocks)
    full_in, st_in, _, _ = view(load_shape, t, blocks)
    full_out, st_out, tv_out, pv_out = view(out_shape, t, blocks)
    hints = f" optimization_hints=<sm_90 = {{num_worker_warps_per_cta = {warps}}}>" if warps else ""
    idx_in = ", ".join(["%b"] + ["%c0"] * (len(load_shape) - 1))
    idx_out = ", ".join(["%b"] + ["%c0"] * (len(out_shape) - 1))
    lines = [f"  entry @{name}(%x: tile<ptr<{t}>>, %o: tile<ptr<{t}>>){hints} {{",
             "    %b, %by, %bz = get_tile_block_id : tile<i32>",
             "    %c0 = constant <i32: 0> : tile<i32>",
             f"    %tx = make_tensor_view %x, shape = [{', '.join(map(str, full_in))}], strides = [{', '.join(map(str, st_in))}] : {tv_in}",
             f"    %px = make_partition_view %tx : {pv_in}",
             f"    %ld, %t0 = load_view_tko weak %px[{idx_in}] : {pv_in}, tile<i32> -> {ty(load_shape, t)}, token"]
    cur = "%ld"
    for k, step in enumerate(pre.split(";") if pre else []):
        nm = f"%p{k}"
        if step == "square_add":
            lines.append(f"    {nm}s = mulf {cur}, {cur} : {ty(load_shape, t)}")
            lines.append(f"    {nm} = addf {nm}s, {cur} : {ty(load_shape, t)}")
        elif step == "reshape":
            lines.append(f"    {nm} = reshape {cur} : {ty(load_shape, t)} -> {ty(shape, t)}")
        elif step == "permute":
            lines.append(f"    {nm} = permute {cur} [1, 0] : {ty(load_shape, t)} -> {ty(shape, t)}")
        elif step == "center":
            # x - max(x) along dim 1, broadcast back (softmax without the exp)
            r, n = shape
            lines.append(f"    {nm}m = reduce {cur} dim=1 identities=[{IDENT['maxf']} : {t}] : {ty(shape, t)} -> {ty([r], t)}")
            lines.append(combiner("maxf", t).rstrip("\n"))
            lines.append(f"    {nm}r = reshape {nm}m : {ty([r], t)} -> {ty([r, 1], t)}")
            lines.append(f"    {nm}b = broadcast {nm}r : {ty([r, 1], t)} -> {ty(shape, t)}")
            lines.append(f"    {nm} = subf {cur}, {nm}b : {ty(shape, t)}")
        else:
            raise ValueError(step)
        cur = nm
    if scan:
        rev = "true" if scan == "rev" else "false"
        lines.append(f"    %r = scan {cur} dim={dim} reverse={rev} identities=[{IDENT[op]} : {t}] : {ty(shape, t)} -> {ty(out_shape, t)}")
    else:
        lines.append(f"    %r = reduce {cur} dim={dim} identities=[{IDENT[op]} : {t}] : {ty(shape, t)} -> {ty(out_shape, t)}")
    lines.append(combiner(op, t).rstrip("\n"))
    lines += [f"    %to = make_tensor_view %o, shape = [{', '.join(map(str, full_out))}], strides = [{', '.join(map(str, st_out))}] : {tv_out}",
              f"    %po = make_partition_view %to : {pv_out}",
              f"    %t1 = store_view_tko weak %r, %po[{idx_out}] : {ty(out_shape, t)}, {pv_out}, tile<i32> -> token",
              "    return", "  }"]
    return "\n".join(lines) + "\n", full_in, full_out


def inputs(t, n, seed):
    rng = np.random.default_rng(seed)
    e = rng.integers(-EXP[t], EXP[t] + 1, n)
    v = (1 + rng.random(n)) * np.exp2(e) * rng.choice([-1.0, 1.0], n)
    return v.astype(NP[t])


def probes():
    out = []
    for r in [1, 2, 4, 8, 16, 32, 64, 128]:
        for n in [16, 32, 64, 128, 256, 1024]:
            if r * n <= 32768:
                out.append(dict(name=f"f32_{r}x{n}_d1", t="f32", shape=[r, n], dim=1))
    for r in [2, 8, 32, 64, 128, 256, 1024]:
        for n in [1, 4, 16, 32, 64]:
            if r * n <= 32768:
                out.append(dict(name=f"f32_{r}x{n}_d0", t="f32", shape=[r, n], dim=0))
    for t in ["f16", "bf16", "f64"]:
        for (r, n, d) in [(1, 64, 1), (1, 1024, 1), (4, 256, 1), (32, 64, 1), (64, 64, 1), (2, 128, 1), (64, 16, 0), (256, 4, 0), (32, 32, 0)]:
            out.append(dict(name=f"{t}_{r}x{n}_d{d}", t=t, shape=[r, n], dim=d))
    for (r, n, d) in [(1, 1024, 1), (8, 256, 1), (64, 64, 0)]:
        out.append(dict(name=f"mulf_{r}x{n}_d{d}", t="f32", shape=[r, n], dim=d, op="mulf"))
    for (r, n) in [(1, 1024), (4, 256), (16, 64), (64, 128)]:
        out.append(dict(name=f"chain_{r}x{n}", t="f32", shape=[r, n], dim=1, pre="square_add"))
        out.append(dict(name=f"center_{r}x{n}", t="f32", shape=[r, n], dim=1, pre="center"))
    for (ls, s, d) in [([512], [2, 256], 1), ([4096], [64, 64], 1), ([4096], [64, 64], 0), ([1024], [32, 32], 1)]:
        out.append(dict(name=f"reshape_{s[0]}x{s[1]}_d{d}", t="f32", shape=s, dim=d, pre="reshape", load_shape=ls))
    for (r, n, d) in [(32, 64, 1), (64, 32, 1), (16, 128, 0)]:
        out.append(dict(name=f"permute_{r}x{n}_d{d}", t="f32", shape=[n, r], dim=d, pre="permute", load_shape=[r, n]))
    for w in [1, 2, 8]:
        for (r, n, d) in [(1, 1024, 1), (4, 256, 1), (64, 64, 1), (64, 64, 0), (256, 16, 0)]:
            out.append(dict(name=f"w{w}_{r}x{n}_d{d}", t="f32", shape=[r, n], dim=d, warps=w))
    for (s, d) in [([2, 4, 64], 0), ([2, 4, 64], 1), ([2, 4, 64], 2), ([4, 8, 32], 1), ([4, 8, 32], 2), ([8, 2, 16], 0)]:
        out.append(dict(name="f32_" + "x".join(map(str, s)) + f"_d{d}", t="f32", shape=s, dim=d))
    # Scans: not modelled yet (the spec mode's order); their GPU results are data for a model.
    for (t, r, n, d) in [("f32", 1, 1024, 1), ("f32", 4, 256, 1), ("f32", 32, 32, 0), ("f32", 64, 64, 1),
                         ("f32", 1, 32, 1), ("f32", 8, 128, 0), ("f16", 1, 256, 1), ("f64", 4, 64, 1)]:
        for sc in ["fwd", "rev"]:
            out.append(dict(name=f"scan_{sc}_{t}_{r}x{n}_d{d}", t=t, shape=[r, n], dim=d, scan=sc))
    return out


CORPUS_HEAD = """// @conformance 1
// @tier full
// @family reduce
// Reductions and scans whose results depend on the order the elements are combined in, with the bits
// tileiras 13.5.37 code (sm_90) computes on an H100-class GPU (GH100): 2-D and 3-D tiles along
// each dimension, f32/f16/bf16/f64 addf and f32 mulf, element-wise chains, a softmax-like
// centring, reshapes and permutes before the reduction, 1 to 8 warps; scans forward and
// reverse. Made by
// interp/tools/h100_reduce_probe.py (corpus, then fill from the GPU's results); tileref runs
// them under --numerics h100.
// @oracle h100 NVIDIA H200 (sm_90) running tileiras 13.5.37 cubins, driver 580.159.04, 2026-11-28
"""


def corpus(path):
    """Every probe as one entry (one tile block), inputs shared per element type."""
    sizes = {}
    ps = probes()
    for p in ps:
        key = "mul" if p.get("op") == "mulf" else p["t"]
        n = int(np.prod(p.get("load_shape") or p["shape"]))
        sizes[key] = max(sizes.get(key, 0), n)
    head, entries, runs = [CORPUS_HEAD.rstrip("\n")], [], []
    for i, (key, n) in enumerate(sorted(sizes.items())):
        t = "f32" if key == "mul" else key
        x = inputs(t, n, 7 + i)
        if key == "mul":
            rng = np.random.default_rng(11)
            x = (1 + (rng.random(n) - 0.5) / 64).astype(np.float32)
        u = x.view({2: np.uint16, 4: np.uint32, 8: np.uint64}[x.itemsize])
        w = 2 * x.itemsize
        head.append(f"// @data x_{key} {t} " + " ".join(format(int(v), f"0{w}x") for v in u))
    for p in ps:
        key = "mul" if p.get("op") == "mulf" else p["t"]
        text, _, full_out = kernel(p["name"], p["t"], p["shape"], p["dim"], p.get("op", "addf"),
                                   p.get("pre", ""), p.get("warps"), p.get("load_shape"), 1,
                                   p.get("scan"))
        entries.append(text)
        n_out = int(np.prod(full_out))
        runs.append(f"// @run {p['name']} entry={p['name']} grid=1 numerics=h100\n"
                    f"// @arg buf {p['t']} x_{key}\n// @arg buf {p['t']} zeros({n_out})\n"
                    f"// @expect verdict ok prov=h100\n// @expect arg 1 zeros({n_out}) prov=h100")
    with open(path, "w") as f:
        f.write("\n".join(head + runs) + "\ncuda_tile.module @h100_order {\n" + "".join(entries) + "}\n")


def fill(path, results):
    """Replaces each run's `@expect arg 1` placeholder with the GPU's output bits."""
    case = json.load(open(os.path.join(results, "case_0.json")))
    by_run = {r["run"]: r for r in case["runs"]}
    lines = open(path).read().split("\n")
    out, run, elem = [], None, None
    W = {"f32": (np.uint32, 8), "f64": (np.uint64, 16), "f16": (np.uint16, 4), "bf16": (np.uint16, 4)}
    for line in lines:
        if line.startswith("// @run "):
            run = line.split()[2]
        elif line.startswith("// @arg buf "):
            elem = line.split()[3]
        elif line.startswith("// @expect arg 1 ") and run is not None:
            r = by_run[run]
            if r.get("error"):
                raise SystemExit(f"{run}: {r['error']}")
            dt, w = W[elem]
            got = np.fromfile(os.path.join(results, r["outputs"][1]), dtype=dt)
            out.append(f"// @data {run}_h100 {elem} " + " ".join(format(int(v), f"0{w}x") for v in got))
            line = f"// @expect arg 1 {run}_h100 prov=h100"
        out.append(line)
    open(path, "w").write("\n".join(out))


def main(out_dir):
    os.makedirs(out_dir, exist_ok=True)
    for i, p in enumerate(probes()):
        blocks = 4
        text, full_in, full_out = kernel(p["name"], p["t"], p["shape"], p["dim"], p.get("op", "addf"),
                                         p.get("pre", ""), p.get("warps"), p.get("load_shape"), blocks,
                                         p.get("scan"))
        name = p["name"]
        with open(os.path.join(out_dir, name + ".mlir"), "w") as f:
            f.write(f"cuda_tile.module @m {{\n{text}}}\n")
        x = inputs(p["t"], int(np.prod(full_in)), 1000 + i)
        if p.get("op") == "mulf":
            # products stay in range: factors near 1
            rng = np.random.default_rng(i)
            x = (1 + (rng.random(x.size) - 0.5) / 64).astype(NP[p["t"]])
        if p["t"] == "bf16":
            x = x.view(np.uint16)  # stored as its bits (numpy has no bfloat16 descr)
        np.save(os.path.join(out_dir, name + "_x.npy"), x.reshape(full_in))
        spec = {"grid": [blocks], "args": [
            {"buffer": name + "_x.npy", "elem": p["t"]},
            {"buffer": {"zeros": full_out}, "elem": p["t"]}]}
        with open(os.path.join(out_dir, name + ".launch.json"), "w") as f:
            json.dump(spec, f)


if __name__ == "__main__":
    if sys.argv[1] == "corpus":
        corpus(sys.argv[2])
    elif sys.argv[1] == "fill":
        fill(sys.argv[2], sys.argv[3])
    else:
        main(sys.argv[1])
