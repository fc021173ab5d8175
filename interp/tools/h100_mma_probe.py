"""Measures the H100's mmaf arithmetic as tileiras 13.5 emits it, for `--numerics h100`.

    python h100_mma_probe.py compile DIR       # here: one tileiras kernel (sm_90) per config
    python h100_mma_probe.py run DIR OUTDIR    # GPU machine (numpy, cupy): every config on
                                               # every input distribution, OUTDIR/mma_DIST.npz
    python h100_mma_probe.py check OUTDIR      # here: `tileref`'s h100 mma against them
    python h100_mma_probe.py survey DIR TSV    # here: the instruction tileiras picks for each
                                               # shape (interp/src/hw/mma_units.tsv)

Each kernel is one mmaf per tile block (A: MxK, B: KxN, C: MxN, all row-major, block i
reading rows i*M.. of A and C and rows i*K.. of B). Inputs come from `inputs()`, a splitmix64
stream keyed by (config, distribution), so both machines build the same bits without
shipping them; only the results travel back.

tileiras picks the instruction from the element types and the tile shape (read from its
SASS, the table in docs/numerics.md): HGMMA/QGMMA (wgmma) for M >= 64, HMMA.16816 for some
smaller shapes, FFMA chains for the rest and for f32 inputs, DMMA for f64. The configs cover
each of those.
"""
import os
import struct
import subprocess
import sys

import numpy as np

# (A/B type, C type, M, K, N, attributes)
CONFIGS = [
    ("f16", "f32", 64, 16, 64, ""),
    ("f16", "f32", 64, 64, 64, ""),
    ("f16", "f16", 64, 16, 64, ""),
    ("f16", "f16", 64, 64, 64, ""),
    ("bf16", "f32", 64, 16, 64, ""),
    ("bf16", "f32", 64, 64, 64, ""),
    ("tf32", "f32", 64, 8, 64, ""),
    ("tf32", "f32", 64, 32, 64, ""),
    ("f8E4M3FN", "f32", 64, 32, 64, ""),
    ("f8E5M2", "f32", 64, 64, 64, ""),
    ("f8E4M3FN", "f16", 64, 32, 64, ""),
    ("f8E4M3FN", "f32", 64, 64, 64, "fast_acc"),
    ("f16", "f32", 32, 16, 16, ""),
    ("f16", "f32", 32, 64, 32, ""),
    ("bf16", "f32", 16, 32, 16, ""),
    ("f16", "f32", 16, 16, 16, ""),
    ("f32", "f32", 64, 32, 64, ""),
    ("f64", "f64", 16, 8, 16, ""),
    ("f64", "f64", 32, 32, 32, ""),
]
OUTPUTS = 1 << 15  # outputs per (config, distribution); "wide" gets 4x
# A second set, with a fresh seed, checks the model on data it was not fitted to, and on the
# paths the first did not reach: f8 on HMMA, f16 accumulators off HGMMA, k-8 HMMA, fast_acc
# on 16-bit inputs, N = 256, batches.
CONFIGS2 = [
    ("f8E4M3FN", "f32", 32, 32, 32, ""),
    ("f8E5M2", "f16", 32, 32, 32, ""),
    ("f16", "f16", 16, 16, 16, ""),
    ("f16", "f16", 32, 16, 16, ""),
    ("f16", "f32", 16, 8, 32, ""),
    ("tf32", "f32", 32, 16, 32, ""),
    ("bf16", "f32", 64, 32, 128, ""),
    ("f16", "f32", 64, 32, 64, "fast_acc"),
    ("f8E5M2", "f16", 64, 64, 64, "fast_acc"),
    ("f8E4M3FN", "f32", 128, 64, 128, ""),
    ("f16", "f32", 128, 64, 256, ""),
    ("f64", "f64", 16, 16, 16, ""),
    ("f32", "f32", 16, 16, 16, ""),
    ("f16", "f32", 64, 32, 64, "", 2),
    ("bf16", "f32", 16, 32, 16, "", 4),
    ("f8E4M3FN", "f32", 64, 64, 64, "", 2),
] + CONFIGS
CONFIGS1 = CONFIGS
if os.environ.get("PROBE_SET") == "2":
    CONFIGS, OUTPUTS = CONFIGS2, OUTPUTS // 2
SEED = int(os.environ.get("PROBE_SEED", "0"))
DISTS = ["wide", "narrow", "special", "tiny"]

# name: (exponent bits, mantissa bits, container bytes)
FORMATS = {
    "f64": (11, 52, 8), "f32": (8, 23, 4), "tf32": (8, 10, 4), "f16": (5, 10, 2),
    "bf16": (8, 7, 2), "f8E4M3FN": (4, 3, 1), "f8E5M2": (5, 2, 1),
}
UINT = {1: np.uint8, 2: np.uint16, 4: np.uint32, 8: np.uint64}


def name_of(cfg):
    ta, tc, m, k, n, attr = cfg[:6]
    bt = f"{cfg[6]}x" if len(cfg) > 6 else ""
    return f"{ta}_{tc}_{bt}{m}x{k}x{n}" + ("_" + attr if attr else "")


def batch(cfg):
    return cfg[6] if len(cfg) > 6 else 1


def blocks(cfg, dist):
    m, n = cfg[2], cfg[4]
    return max(1, OUTPUTS * (4 if dist == "wide" else 1) // (m * n * batch(cfg)))


def kernel(cfg, g):
    ta, tc, m, k, n, attr = cfg[:6]
    bt = cfg[6] if len(cfg) > 6 else 1
    lead = f"{bt}x" if bt > 1 else ""

    def tv(t, r, c):
        if bt > 1:
            return f"tensor_view<{g * bt}x{r}x{c}x{t}, strides=[{r * c},{c},1]>"
        return f"tensor_view<{g * r}x{c}x{t}, strides=[{c},1]>"

    def pv(t, r, c):
        return f"partition_view<tile=({lead}{r}x{c}), {tv(t, r, c)}>"

    def ty(t, r, c):
        return f"tile<{lead}{r}x{c}x{t}>"

    idx = "%i, %z, %z" if bt > 1 else "%i, %z"

    def view(v, t, r, c):
        shape = f"[{g * bt}, {r}, {c}], strides = [{r * c}, {c}, 1]" if bt > 1 else \
            f"[{g * r}, {c}], strides = [{c}, 1]"
        return (f"    %t{v} = make_tensor_view %{v}, shape = {shape} : {tv(t, r, c)}\n"
                f"    %p{v} = make_partition_view %t{v} : {pv(t, r, c)}\n")

    def load(v, t, r, c, tok):
        return view(v, t, r, c) + \
            f"    %v{v}, %k{tok} = load_view_tko weak %p{v}[{idx}] : {pv(t, r, c)}, tile<i32> -> {ty(t, r, c)}, token\n"
    sp = " " + attr if attr else ""
    return f"""cuda_tile.module @m {{
  entry @k(%a: tile<ptr<{ta}>>, %b: tile<ptr<{ta}>>, %c: tile<ptr<{tc}>>, %d: tile<ptr<{tc}>>) {{
    %i, %iy, %iz = get_tile_block_id : tile<i32>
    %z = constant <i32: 0> : tile<i32>
{load("a", ta, m, k, 0)}{load("b", ta, k, n, 1)}{load("c", tc, m, n, 2)}    %r = mmaf %va, %vb, %vc{sp} : {ty(ta, m, k)}, {ty(ta, k, n)}, {ty(tc, m, n)}
{view("d", tc, m, n)}    %k3 = store_view_tko weak %r, %pd[{idx}] : {ty(tc, m, n)}, {pv(tc, m, n)}, tile<i32> -> token
    return
  }}
}}
"""


def splitmix(seed, n):
    """n 64-bit words of the splitmix64 sequence from `seed` (numpy-version independent)."""
    with np.errstate(over="ignore"):
        x = (np.arange(1, n + 1, dtype=np.uint64) * np.uint64(0x9E3779B97F4A7C15)
             + np.uint64(seed))
        x = (x ^ (x >> np.uint64(30))) * np.uint64(0xBF58476D1CE4E5B9)
        x = (x ^ (x >> np.uint64(27))) * np.uint64(0x94D049BB133111EB)
        return x ^ (x >> np.uint64(31))


def key(*parts):
    h = 1469598103934665603
    for ch in "/".join(map(str, parts)).encode():
        h = ((h ^ ch) * 1099511628211) % (1 << 64)
    return h


def elements(fmt, n, dist, seed, role):
    """n elements of `fmt` (its bits, in its container) drawn from `dist`."""
    e, mb, size = FORMATS[fmt]
    r = splitmix(key(seed, role), 4 * n)
    r0, r1, r2, r3 = r[:n], r[n:2 * n], r[2 * n:3 * n], r[3 * n:]
    bias = (1 << (e - 1)) - 1
    top = (1 << e) - 1 if fmt != "f8E4M3FN" else (1 << e) - 1  # E4M3FN: 1111 is finite but 1111.111
    sign = (r0 >> np.uint64(63)).astype(np.uint64)
    # Exponent window (unbiased) per role: A/B values, C the accumulator.
    if dist == "wide":
        w = min(bias - 1, 7) if role != "c" else min(bias - 1, 14)
        lo, hi = bias - w, bias + w
    elif dist == "narrow":
        lo, hi = bias - 1, bias + 1
    elif dist == "tiny":
        lo, hi = 0, min(8, top - 1)
    else:  # special: wide, plus specials mixed in below
        w = min(bias - 1, 7)
        lo, hi = bias - w, bias + w
    ex = (np.uint64(lo) + r1 % np.uint64(hi - lo + 1)).astype(np.uint64)
    man = r2 & np.uint64((1 << mb) - 1)
    if fmt == "f8E4M3FN":
        # 1111.111 is NaN: keep finite draws finite.
        man = np.where((ex == np.uint64(15)) & (man == np.uint64(7)), np.uint64(6), man)
    total = 1 + e + mb
    bits = (sign << np.uint64(total - 1)) | (ex << np.uint64(mb)) | man
    if dist == "special":
        pick = (r3 % np.uint64(100)) < np.uint64(4)
        which = (r3 >> np.uint64(8)) % np.uint64(7)
        maxfin = ((np.uint64(top - 1) << np.uint64(mb)) | np.uint64((1 << mb) - 1)) if fmt != "f8E4M3FN" \
            else np.uint64(0x7E)
        inf = np.uint64(top) << np.uint64(mb) if fmt != "f8E4M3FN" else np.uint64(0x7E)
        nan = (np.uint64(top) << np.uint64(mb)) | np.uint64(1 << (mb - 1)) if fmt != "f8E4M3FN" else np.uint64(0x7F)
        sub = man | np.uint64(1)
        cands = [np.zeros(n, np.uint64), inf + np.zeros(n, np.uint64), nan + np.zeros(n, np.uint64),
                 sub, maxfin + np.zeros(n, np.uint64), np.uint64(1) << np.uint64(mb) | man, sub & np.uint64(1)]
        sp = np.choose(which.astype(np.int64), cands) | (sign << np.uint64(total - 1))
        bits = np.where(pick, sp, bits)
    if fmt == "tf32":
        bits = bits << np.uint64(13)  # tf32 in its 32-bit container: the low 13 bits zero
    return bits.astype(UINT[size])


def inputs(cfg, dist):
    ta, tc, m, k, n = cfg[:5]
    g = blocks(cfg, dist) * batch(cfg)
    s = key(name_of(cfg), dist, SEED) if SEED else key(name_of(cfg), dist)
    a = elements(ta, g * m * k, dist, s, "a")
    b = elements(ta, g * k * n, dist, s, "b")
    c = elements(tc, g * m * n, dist, s, "c")
    g //= batch(cfg)
    return g, a, b, c


def reqntid(path):
    """The block size a tileiras cubin asks for (.nv.info attribute 0x10: x, y, z)."""
    d = open(path, "rb").read()
    shoff = struct.unpack_from("<Q", d, 0x28)[0]
    shentsize, shnum, shstrndx = struct.unpack_from("<HHH", d, 0x3A)
    secs = [struct.unpack_from("<IIQQQQ", d, shoff + i * shentsize) for i in range(shnum)]
    stro = secs[shstrndx][4]
    for nm, _, _, _, off, size in secs:
        name = d[stro + nm:d.index(b"\0", stro + nm)].decode()
        if not name.startswith(".nv.info."):
            continue
        b, i = d[off:off + size], 0
        while i < len(b):
            fmt, attr = b[i], b[i + 1]
            if fmt == 4:
                sz = struct.unpack_from("<H", b, i + 2)[0]
                if attr == 0x10:
                    return struct.unpack_from("<III", b, i + 4)
                i += 4 + sz
            else:
                i += 4 if fmt in (2, 3) else 2
    raise SystemExit(f"{path}: no block size attribute")


# The survey's shapes: 2-D tiles with M, N in 16..256 and K in 8..128, up to 2^21 products
# (2^20 for f8E5M2 -> f16 and f8E4M3FN -> f16 up to 2^19, f32 and f64 up to 2^19 and 2^18:
# their FFMA/DMMA code compiles slowly); 3-D tiles of 2 and 4 with M, N in 16..128 and K in
# 8..64, up to 2^18 products in all.
SURVEY_TYPES = [("f16", "f32", 21), ("bf16", "f32", 21), ("f32", "f32", 19), ("f16", "f16", 21),
                ("tf32", "f32", 21), ("f8E4M3FN", "f32", 21), ("f8E4M3FN", "f16", 19),
                ("f64", "f64", 18), ("f8E5M2", "f32", 20), ("f8E5M2", "f16", 20)]
SURVEY_MN = [16, 32, 64, 128, 256]
SURVEY_K = [8, 16, 32, 64, 128]
SURVEY_BATCHES = [2, 4]


def survey_shapes():
    """(ta, tc, batch or 0, m, k, n) in the table's order."""
    for ta, tc, lim in SURVEY_TYPES:
        for m in SURVEY_MN:
            for k in SURVEY_K:
                for n in SURVEY_MN:
                    if m * k * n <= 1 << lim:
                        yield ta, tc, 0, m, k, n
    for ta, tc, _ in SURVEY_TYPES:
        for bt in SURVEY_BATCHES:
            for m in SURVEY_MN[:4]:
                for k in SURVEY_K[:4]:
                    for n in SURVEY_MN[:4]:
                        if bt * m * k * n <= 1 << 18:
                            yield ta, tc, bt, m, k, n


def classify(sass):
    """The table's name for the mma instructions in a kernel's SASS, or None when it mixes
    kinds or uses one the model does not know."""
    import re
    kinds = set()
    for ins in re.findall(r"\b([A-Z]*MMA\.[0-9x.A-Z]+|FFMA|DFMA)\b", sass):
        if ins.startswith("HGMMA"):
            kinds.add("HGMMA" + ins.split(".")[1].split("x")[2])
        elif ins.startswith("QGMMA"):
            kinds.add("QGMMA" + ins.split(".")[1].split("x")[2])
        elif ins.startswith("HMMA.") and not ins.endswith(".MMA"):
            kinds.add("HMMA" + ins.split(".")[1])
        elif ins.startswith("DMMA"):
            kinds.add("DMMA")
        elif ins in ("FFMA", "DFMA"):
            kinds.add(ins)
    mma = {x for x in kinds if x not in ("FFMA", "DFMA")}
    if len(mma) == 1:
        return mma.pop()
    if not mma and kinds == {"FFMA"}:
        return "FFMA"
    return "?" + ",".join(sorted(kinds))


def survey(d, out):
    """Compiles one kernel per shape of `survey_shapes` and writes the instruction each uses
    (interp/src/hw/mma_units.tsv)."""
    os.makedirs(d, exist_ok=True)
    lines = ["# ta tc b m k n instruction: what tileiras 13.5.37 (sm_90) emits for one mmaf of",
             "# an MxK by KxN tile (b of them in a 3-D mmaf, - for a 2-D one; A, B, C loaded from",
             "# memory, the result stored); written by interp/tools/h100_mma_probe.py survey"]
    for ta, tc, bt, m, k, n in survey_shapes():
        cfg = (ta, tc, m, k, n, "", bt) if bt else (ta, tc, m, k, n, "")
        src, bc, cubin = (os.path.join(d, "s" + x) for x in (".mlir", ".tileirbc", ".cubin"))
        open(src, "w").write(kernel(cfg, 4))
        subprocess.run(["tileref", "asm", src, "-o", bc], check=True)
        r = subprocess.run(["tileiras", "--gpu-name=sm_90", "-o", cubin, bc])
        if r.returncode:
            continue
        sass = subprocess.run(["nvdisasm", "-c", cubin], capture_output=True, text=True,
                              check=True).stdout
        lines.append(f"{ta} {tc} {bt or '-'} {m} {k} {n} {classify(sass)}")
        print(lines[-1], flush=True)
    open(out, "w").write("\n".join(lines) + "\n")


def compile_all(d):
    os.makedirs(d, exist_ok=True)
    for cfg in CONFIGS:
        for dist in DISTS:
            g = blocks(cfg, dist)
            nm = f"{name_of(cfg)}_g{g}"
            cubin = os.path.join(d, nm + ".cubin")
            if os.path.exists(cubin):
                continue
            src = os.path.join(d, nm + ".mlir")
            open(src, "w").write(kernel(cfg, g))
            bc = os.path.join(d, nm + ".tileirbc")
            subprocess.run(["tileref", "asm", src, "-o", bc], check=True)
            subprocess.run(["tileiras", "--gpu-name=sm_90", "-o", cubin, bc], check=True)
            os.remove(bc)


def run(d, out):
    import cupy as cp
    for dist in DISTS:
        res = {}
        for cfg in CONFIGS:
            g, a, b, c = inputs(cfg, dist)
            cubin = os.path.join(d, f"{name_of(cfg)}_g{g}.cubin")
            f = cp.RawModule(path=cubin).get_function("k")
            da, db, dc = cp.asarray(a), cp.asarray(b), cp.asarray(c)
            dd = cp.zeros_like(dc)
            f((g,), reqntid(cubin), (da, db, dc, dd))
            cp.cuda.Device().synchronize()
            res[name_of(cfg)] = cp.asnumpy(dd)
            print(name_of(cfg), dist, g, reqntid(cubin), flush=True)
        np.savez_compressed(os.path.join(out, f"mma_{dist}.npz"), **res)


def check(res_dir):
    """tileref's `--numerics h100` on every (config, distribution) against the GPU's bits.
    NaNs compare by bits too (the GPU's are canonical), except f64's (tileref keeps its own)."""
    import tileref
    total = bad_total = 0
    for dist in DISTS:
        res = np.load(os.path.join(res_dir, f"mma_{dist}.npz"))
        for cfg in CONFIGS:
            if name_of(cfg) not in res:
                continue
            g, a, b, c = inputs(cfg, dist)
            d = np.zeros_like(c)
            rep = tileref.run(kernel(cfg, g), "k", (g, 1, 1), [a, b, c, d], numerics="h100",
                              races=False)
            gpu = res[name_of(cfg)]
            diff = d != gpu
            if cfg[1] == "f64":
                diff &= ~(np.isnan(d.view(np.float64)) & np.isnan(gpu.view(np.float64)))
            nb = int(diff.sum())
            total += d.size
            bad_total += nb
            notes = sorted({x.kind for x in rep.diagnostics if x.kind.startswith("h100")})
            line = f"{name_of(cfg):34} {dist:8} {nb:7} of {d.size:7} differ {notes}"
            if nb:
                i = int(np.flatnonzero(diff)[0])
                line += f"  first [{i}]: gpu {int(gpu.flat[i]):#x} tileref {int(d.flat[i]):#x}"
            print(line, flush=True)
    print(f"total: {bad_total} of {total} outputs differ")
    return bad_total


def fixture(res_dirs, out, per=8):
    """`per` outputs of every (config, distribution) in RES_DIRS (comma-separated result
    folders, each with its PROBE_SET:PROBE_SEED as `dir@set:seed`), with the A row, B column
    and C they come from and the GPU's result, as hex, for interp/tests/h100_mma.rs."""
    import json
    global CONFIGS, OUTPUTS, SEED
    cases = []
    for spec in res_dirs.split(","):
        d, _, ss = spec.partition("@")
        pset, _, seed = (ss or "1:0").partition(":")
        CONFIGS, OUTPUTS = (CONFIGS2, 1 << 14) if pset == "2" else (CONFIGS1, 1 << 15)
        SEED = int(seed or 0)
        for dist in DISTS:
            res = np.load(os.path.join(d, f"mma_{dist}.npz"))
            for cfg in CONFIGS:
                if name_of(cfg) not in res:
                    continue
                g, a, b, c = inputs(cfg, dist)
                ta, tc, m, k, n = cfg[:5]
                bt = batch(cfg)
                a = a.reshape(g * bt, m, k)
                b = b.reshape(g * bt, k, n)
                c = c.reshape(g * bt, m, n)
                gpu = res[name_of(cfg)].reshape(g * bt, m, n)
                r = np.random.default_rng(key(name_of(cfg), dist) % (1 << 32))
                for _ in range(per):
                    q, i, j = r.integers(0, g * bt), r.integers(0, m), r.integers(0, n)
                    cases.append({
                        "config": name_of(cfg), "dist": dist, "a": ta, "c": tc,
                        "shape": [m, k, n], "batch": bt if len(cfg) > 6 else 0,
                        "fast_acc": "fast_acc" in cfg[5],
                        "row": " ".join(f"{int(x):x}" for x in a[q, i, :]),
                        "col": " ".join(f"{int(x):x}" for x in b[q, :, j]),
                        "acc": f"{int(c[q, i, j]):x}", "gpu": f"{int(gpu[q, i, j]):x}",
                    })
    json.dump({"about": "GPU results of tools/h100_mma_probe.py (H200, tileiras 13.5.37, "
                        "sm_90): one mmaf output each, its A row, B column and C as hex bits",
               "cases": cases}, open(out, "w"), indent=0)
    print(len(cases), "cases")


if __name__ == "__main__":
    if sys.argv[1] == "compile":
        compile_all(sys.argv[2])
    elif sys.argv[1] == "run":
        run(sys.argv[2], sys.argv[3])
    elif sys.argv[1] == "fixture":
        fixture(sys.argv[2], sys.argv[3])
    elif sys.argv[1] == "survey":
        survey(sys.argv[2], sys.argv[3])
    elif sys.argv[1] == "check":
        sys.exit(1 if check(sys.argv[2]) else 0)
    else:
        raise SystemExit(__doc__)
