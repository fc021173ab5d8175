"""Turns kernels with launch specs (e.g. examples/*.mlir + *.launch.json) into case files whose
expectations are tileref's own outputs, so that `tileref gpu bundle/run/diff` can diff a GPU
against the interpreter on whole kernels.

Usage: python examples_to_cases.py TILEREF OUT_DIR KERNEL.mlir...

These cases are NOT conformance cases (their expectations come from the code under test); they
belong in a scratch directory, never in conformance/corpus. Float outputs carry a tolerance of
16 ulp (`ref=approx`) because kernels use exp/rsqrt whose GPU results are 1-2 ulp from
correctly rounded; `tileref gpu diff` prints the largest distance it saw.
"""

import json
import os
import re
import subprocess
import sys
import tempfile

import numpy as np

FLOATS = {"f16", "bf16", "f32", "f64", "tf32"}


def hexes(a, width):
    return [format(int(x), f"0{width}x") for x in a]


def data_line(name, elem, arr):
    a = np.ascontiguousarray(arr).reshape(-1)
    u = a.view({1: np.uint8, 2: np.uint16, 4: np.uint32, 8: np.uint64}[a.dtype.itemsize])
    hs = hexes(u, a.dtype.itemsize * 2)
    lines = [f"// @data {name} {elem} " + " ".join(hs[:16])]
    for i in range(16, len(hs), 16):
        lines.append("// + " + " ".join(hs[i:i + 16]))
    return lines


def scalar_bits(elem, spec):
    if "bits" in spec:
        return int(str(spec["bits"]), 0)
    v = spec["value"]
    if elem.startswith("i"):
        w = int(elem[1:])
        return int(v) & ((1 << w) - 1)
    return int(np.array(v, dtype={"f32": np.float32, "f64": np.float64, "f16": np.float16}[elem]).view(
        {"f32": np.uint32, "f64": np.uint64, "f16": np.uint16}[elem]))


def main():
    tileref, out_dir, kernels = sys.argv[1], sys.argv[2], sys.argv[3:]
    os.makedirs(out_dir, exist_ok=True)
    for k in kernels:
        spec_path = k[:-len(".mlir")] + ".launch.json"
        spec = json.load(open(spec_path))
        src = open(k).read()
        entry = spec.get("entry") or re.search(r"entry\s+@([\w$.-]+)", src).group(1)
        with tempfile.TemporaryDirectory() as tmp:
            r = subprocess.run([tileref, "run", k, "--launch", spec_path, "--out", tmp], capture_output=True, text=True)
            if r.returncode != 0:
                sys.exit(f"{k}: tileref run failed: {r.stderr}")
            outs = {int(f[3:-4]): np.load(os.path.join(tmp, f)) for f in os.listdir(tmp) if f.startswith("arg") and f.endswith(".npy")}
        head = ["// @conformance 1", "// @tier full", "// @family examples",
                f"// Whole-kernel diff of {os.path.basename(k)} against tileref's interpreter (not a conformance case).",
                "// @oracle interp tileref's interpreter output for the same inputs (a reference diff, not an independent oracle)"]
        data, args, expects = [], [], []
        for i, a in enumerate(spec["args"]):
            if "scalar" in a:
                elem = a["scalar"]
                w = int(elem[1:]) // 4 if elem.startswith("i") else {"f16": 4, "f32": 8, "f64": 16}[elem]
                args.append(f"// @arg scalar {elem} {scalar_bits(elem, a):0{w}x}")
                continue
            elem = a["elem"]
            res = outs[i]
            n = res.size
            if "zeros" in a["buffer"]:
                args.append(f"// @arg buf {elem} zeros({n})")
            else:
                data += data_line(f"a_{i}", elem, res)  # inputs the kernel reads and leaves as they were
                args.append(f"// @arg buf {elem} a_{i}")
                continue
            data += data_line(f"r_{i}", elem, res)
            tol = " tol=ulp:16 ref=approx" if elem in FLOATS else ""
            expects.append(f"// @expect arg {i} r_{i} prov=interp{tol}")
        grid = ",".join(str(g) for g in spec["grid"])
        run = [f"// @run {os.path.basename(k)[:-5]} entry={entry} grid={grid}"] + args + ["// @expect verdict ok prov=interp"] + expects
        out = os.path.join(out_dir, os.path.basename(k))
        with open(out, "w") as f:
            f.write("\n".join(head + data + run) + "\n" + src)
        print(out)


if __name__ == "__main__":
    main()
