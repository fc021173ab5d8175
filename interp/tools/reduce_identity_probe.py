"""How does a GPU fold reduce/scan identities? Probe kernels, and the table of what came back.

    python reduce_identity_probe.py corpus OUT_DIR          # writes OUT_DIR/identity.mlir
    tileref gpu bundle OUT_DIR --arch sm_90 -o BUNDLE         # where tileiras is
    tileref gpu run BUNDLE --out RESULTS                      # on the GPU machine
    python reduce_identity_probe.py table OUT_DIR RESULTS > interp/tests/data/h100_reduce_identity.json

Each probe loads an R x C tile, reduces (or scans, forward and reverse) it along one dimension
with a single-op combiner and stores the result. The inputs are chosen so that folding the
identity in or not gives different bits: rows of NaN for maxf/minf with -inf/+inf identities,
rows of -0.0 for addf with a +0.0 identity, and identities that are no identity at all (addf
with 1.0, maxf with 100.0, addi with 5), whose results count how often the identity was folded.
Needs numpy and ml_dtypes. The @expect lines of the probe file are placeholders (zeros): the
measured bits are the point, not a comparison.
"""
import json
import os
import sys

import ml_dtypes
import numpy as np

NP = {"f32": np.float32, "f16": np.float16, "bf16": ml_dtypes.bfloat16, "f64": np.float64, "i32": np.int32}
UINT = {"f32": np.uint32, "f16": np.uint16, "bf16": np.uint16, "f64": np.uint64, "i32": np.uint32}
HEX = {"f32": 8, "f16": 4, "bf16": 4, "f64": 16, "i32": 8}
INF_BITS = {"f32": "0x7F800000", "f16": "0x7C00", "bf16": "0x7F80", "f64": "0x7FF0000000000000"}
NINF_BITS = {"f32": "0xFF800000", "f16": "0xFC00", "bf16": "0xFF80", "f64": "0xFFF0000000000000"}
NAN = float("nan")
INF = float("inf")
LENGTHS = [1, 2, 16, 256]


def bits(t, vals):
    a = np.array(vals, dtype=NP[t])
    return [format(int(x), "0%dx" % HEX[t]) for x in a.view(UINT[t])]


def literal(t, v):
    if t == "i32":
        return "%d : i32" % v
    if v == INF:
        return "%s : %s" % (INF_BITS[t], t)
    if v == -INF:
        return "%s : %s" % (NINF_BITS[t], t)
    return "%e : %s" % (v, t)


def probes():
    """(name, elem, R, C, rows, op, identity, kind, dim, acc_first); rows are the R rows of C."""
    out = []

    def add(name, t, r, c, rows, op, ident, kind, dim=1, acc_first=False):
        out.append((name, t, r, c, rows, op, ident, kind, dim, acc_first))

    kinds = ["reduce", "scan", "scan_rev"]
    for t in ["f32", "f16", "bf16"]:
        for c in LENGTHS:
            for kind in kinds:
                nan_rows = [[NAN] * c, [NAN] * (c - 1) + [1.0]]
                add(f"max_nan_{t}_{c}_{kind}", t, 2, c, nan_rows, "maxf", -INF, kind)
                add(f"min_nan_{t}_{c}_{kind}", t, 2, c, nan_rows, "minf", INF, kind)
                add(f"add_negzero_{t}_{c}_{kind}", t, 2, c, [[-0.0] * c, [-0.0] * c], "addf", 0.0, kind)
                add(f"add_id1_{t}_{c}_{kind}", t, 2, c, [[0.0] * c, [2.0] * c], "addf", 1.0, kind)
                add(f"max_id100_{t}_{c}_{kind}", t, 2, c, [[1.0] * c, [-3.0] * c], "maxf", 100.0, kind)
    for c in LENGTHS:
        for kind in kinds:
            nan_rows = [[NAN] * c, [NAN] * (c - 1) + [1.0]]
            add(f"addi_id5_{c}_{kind}", "i32", 2, c, [[0] * c, [1] * c], "addi", 5, kind)
            add(f"max_nan_f64_{c}_{kind}", "f64", 2, c, nan_rows, "maxf", -INF, kind)
            add(f"add_negzero_f64_{c}_{kind}", "f64", 2, c, [[-0.0] * c, [-0.0] * c], "addf", 0.0, kind)
            add(f"max_nan_accfirst_f32_{c}_{kind}", "f32", 2, c, nan_rows, "maxf", -INF, kind, acc_first=True)
    for c in [2, 16, 256]:
        add(f"max_nan_dim0_f32_{c}", "f32", c, 2, [[NAN, NAN]] * c, "maxf", -INF, "reduce", dim=0)
        add(f"add_id1_dim0_f32_{c}", "f32", c, 2, [[0.0, 0.0]] * c, "addf", 1.0, "reduce", dim=0)
    return out


def combiner(op, t, acc_first):
    a, b = ("%b", "%a") if acc_first else ("%a", "%b")
    return f"(%a: tile<{t}>, %b: tile<{t}>) {{\n%y = {op} {a}, {b} : tile<{t}>\nyield %y : tile<{t}>\n}}"


def kernel(name, t, r, c, dim, kind, op, ident, acc_first):
    n = r * c
    if kind == "reduce":
        n_out = r if dim == 1 else c
        body = (f"    %r = reduce %m dim={dim} identities=[{literal(t, ident)}] : tile<{r}x{c}x{t}> -> tile<{n_out}x{t}>\n"
                f"{combiner(op, t, acc_first)}")
    else:
        n_out = n
        rev = "true" if kind == "scan_rev" else "false"
        body = (f"    %s = scan %m dim={dim} reverse={rev} identities=[{literal(t, ident)}] : tile<{r}x{c}x{t}> -> tile<{r}x{c}x{t}>\n"
                f"{combiner(op, t, acc_first)}\n    %r = reshape %s : tile<{r}x{c}x{t}> -> tile<{n}x{t}>")
    tv = lambda k: f"tensor_view<{k}x{t}, strides=[1]>"
    pv = lambda k: f"partition_view<tile=({k}), {tv(k)}>"
    text = f"""  entry @{name}(%a0: tile<ptr<{t}>>, %out: tile<ptr<{t}>>) {{
    %v0 = make_tensor_view %a0, shape = [{n}], strides = [1] : {tv(n)}
    %p0 = make_partition_view %v0 : {pv(n)}
    %c0 = constant <i32: 0> : tile<i32>
    %x0, %t0 = load_view_tko weak %p0[%c0] : {pv(n)}, tile<i32> -> tile<{n}x{t}>, token
    %m = reshape %x0 : tile<{n}x{t}> -> tile<{r}x{c}x{t}>
{body}
    %vo = make_tensor_view %out, shape = [{n_out}], strides = [1] : {tv(n_out)}
    %po = make_partition_view %vo : {pv(n_out)}
    %to = store_view_tko weak %r, %po[%c0] : tile<{n_out}x{t}>, {pv(n_out)}, tile<i32> -> token
    return
  }}
"""
    return text, n_out


def write_corpus(out_dir):
    os.makedirs(out_dir, exist_ok=True)
    data, runs, entries = [], [], []
    for (name, t, r, c, rows, op, ident, kind, dim, acc_first) in probes():
        x = [v for row in rows for v in row]
        data.append(f"// @data x_{name} {t} " + " ".join(bits(t, x)))
        text, n_out = kernel(name, t, r, c, dim, kind, op, ident, acc_first)
        entries.append(text)
        runs.append(f"// @run {name} entry={name} grid=1\n// @arg buf {t} x_{name}\n// @arg buf {t} zeros({n_out})\n"
                    f"// @expect verdict ok prov=p\n// @expect arg 1 zeros({n_out}) prov=p")
    head = ["// @conformance 1", "// @tier full", "// @family probe", "// @oracle p placeholder: the GPU's bits are recorded, not compared"]
    with open(os.path.join(out_dir, "identity.mlir"), "w") as f:
        f.write("\n".join(head + data + runs) + "\ncuda_tile.module @probe {\n" + "".join(entries) + "}\n")


def rle(words):
    out = []
    for w in words:
        if out and out[-1][0] == w:
            out[-1][1] += 1
        else:
            out.append([w, 1])
    return " ".join(w if k == 1 else f"{w}*{k}" for w, k in out)


def write_table(out_dir, results):
    case = json.load(open(os.path.join(results, "case_0.json")))
    by_run = {r["run"]: r for r in case["runs"]}
    lines = []
    for (name, t, r, c, rows, op, ident, kind, dim, acc_first) in probes():
        res = by_run[name]
        got = np.fromfile(os.path.join(results, res["outputs"][1]), dtype=UINT[t])
        x = [v for row in rows for v in row]
        p = {"name": name, "elem": t, "shape": [r, c], "dim": dim, "op": op, "kind": kind, "acc_first": acc_first,
             "identity": literal(t, ident).split(" : ")[0], "input": rle(bits(t, x)),
             "h100": rle([format(int(v), "0%dx" % HEX[t]) for v in got])}
        lines.append(json.dumps(p))
    what = ("reduce and scan probes (interp/tools/reduce_identity_probe.py) compiled by tileiras 13.5.37 "
            "--gpu-name=sm_90 from bytecode 13.5 and run on an NVIDIA H100 80GB HBM3, driver 580.159.04; "
            "element bit patterns in hex, 'w*n' = n copies of w")
    print("{\"what\": " + json.dumps(what) + ",\n\"probes\": [\n" + ",\n".join(lines) + "\n]}")


if __name__ == "__main__":
    if sys.argv[1] == "corpus":
        write_corpus(sys.argv[2])
    else:
        write_table(sys.argv[2], sys.argv[3])
