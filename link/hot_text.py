#!/usr/bin/env python3
"""Writes link/hot-text.ld: the functions a `tileref run` executes, gathered into one output
section (`.text.hot`) placed before the rest of the code.

Why: the kernel maps an executable's code in 64 KiB windows around each page it faults in
(fault-around), and rustc lays functions out by crate and codegen unit, so the ~1 MB of
functions a run executes lay scattered over ~46 windows of the executable's 5.4 MB of code:
~2.9 MB of it resident, a third of a small job's peak memory. Gathered, ~1.2 MB is.

How: runs the four benchmark jobs and the README's example under valgrind's callgrind (every
executed instruction's address), maps the addresses of the executable to its function symbols
(`nm`), and writes one input-section pattern per function with the parts of its v0 name that
change between builds (crate disambiguators, back references) replaced by `*`, so the list
outlives rebuilds and toolchain updates; functions that are renamed or new fall back to the
normal layout until the list is made again. (Legacy names keep a function's generic arguments
in a hash, which a pattern can only drop, matching every instantiation: hence v0 names,
.cargo/config.toml.)

Usage (from the repository root; needs valgrind, nm, and numpy for the jobs' inputs):
    cargo build --release && python3 link/hot_text.py
"""

import bisect
import collections
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
JOBS = ["vector_add", "softmax", "layernorm", "matmul"]


def executed_addresses(profile, exe):
    """Addresses of the instructions of `exe` a callgrind `--dump-instr=yes` profile executed
    (and of code in no known object, which the caller maps to `exe`'s symbols or drops)."""
    names, obj, cur, out = {}, None, 0, set()
    for line in open(profile):
        m = re.match(r"^c?ob=\((\d+)\)(?: (.*))?$", line.rstrip("\n"))
        if m:
            if m.group(2):
                names[m.group(1)] = m.group(2)
            if line.startswith("ob="):
                obj = names[m.group(1)]
            continue
        if not line[:1] or line[0] not in "0123456789+-*":
            continue
        tok = line.split()[0]
        if tok.startswith("0x"):
            cur = int(tok, 16)
        elif tok[0] in "+-":
            step = int(tok[1:], 16) if tok[1:].startswith("0x") else int(tok[1:])
            cur += step if tok[0] == "+" else -step
        elif tok != "*":
            continue
        # valgrind names no object for code outside the .text section (this script's .text.hot)
        if obj in (exe, "???"):
            out.add(cur)
    return out


def functions(exe):
    """(start, size, names) of the executable's code, by address: the names of one address
    together, as identical functions folded into one keep only one name's section."""
    by_start = {}
    for line in subprocess.run(["nm", "-n", "-S", exe], capture_output=True, text=True, check=True).stdout.splitlines():
        p = line.split()
        if len(p) == 4 and p[2] in "tTwW":
            start, size = int(p[0], 16), int(p[1], 16)
            old = by_start.get(start, (0, ()))
            by_start[start] = (max(old[0], size), old[1] + (p[3],))
    return sorted((start, size, names) for start, (size, names) in by_start.items())


def pattern(name):
    """An input-section glob for a function symbol that survives rebuilds (see the module doc)."""
    name = re.sub(r"\.llvm\.\d+$", "*", name)
    if name.startswith("_R"):
        name = re.sub(r"Cs[0-9A-Za-z]+_", "Cs*_", name)
        return re.sub(r"B[0-9A-Za-z]*_", "B*_", name)
    return name


def profile_runs(exe, work):
    """The command lines profiled: each benchmark job on 2 threads, and the README's example."""
    subprocess.run([sys.executable, os.path.join(ROOT, "tests/cutile/bench_kernels.py"), "inputs", work], check=True)
    for job in JOBS:
        yield [exe, "run", os.path.join(ROOT, f"tests/cutile/bench/{job}.tileirbc"), "--launch",
               os.path.join(work, job, "launch.json"), "--out", os.path.join(work, job, "out"),
               "--save", "written", "--threads", "2"]
    yield [exe, "run", os.path.join(ROOT, "examples/softmax.mlir"), "--launch",
           os.path.join(ROOT, "examples/softmax.launch.json"), "--out", os.path.join(work, "example")]


def main():
    exe = os.path.realpath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, "target/release/tileref"))
    out = os.path.join(ROOT, "link/hot-text.ld")
    syms = functions(exe)
    starts = [s[0] for s in syms]
    hot = collections.OrderedDict()
    with tempfile.TemporaryDirectory() as work:
        for i, cmd in enumerate(profile_runs(exe, work)):
            prof = os.path.join(work, f"callgrind.{i}")
            subprocess.run(["valgrind", "--tool=callgrind", "--dump-instr=yes", f"--callgrind-out-file={prof}"] + cmd,
                           check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            for a in executed_addresses(prof, exe):
                k = bisect.bisect_right(starts, a) - 1
                if k >= 0 and a < syms[k][0] + max(syms[k][1], 1):
                    hot[syms[k]] = True
    fns = sorted(hot)  # the profiled build's order: functions of a crate stay together
    pats = list(collections.OrderedDict.fromkeys(pattern(n) for _, _, names in fns for n in names))
    total = sum(size for _, size, _ in fns)
    with open(out, "w") as f:
        f.write("/* Generated by link/hot_text.py (see there): the functions a `tileref run` executes,\n"
                "   gathered before the rest of the code so that the pages a run touches are few.\n"
                f"   profiled: {len(fns)} functions, {total} bytes */\n")
        f.write("SECTIONS\n{\n  .text.hot : {\n")
        for p in pats:
            # #[cold] functions (rare paths a run still takes once) are in .text.unlikely.*
            f.write(f"    *(.text.{p} .text.unlikely.{p})\n")
        f.write("  }\n}\nINSERT BEFORE .text;\n")
    print(f"{out}: {len(pats)} patterns for {len(fns)} functions, {total} bytes")


if __name__ == "__main__":
    main()
