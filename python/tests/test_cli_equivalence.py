"""The same kernels give the same bits in-process (tileref.launch) as through the command line
(`tileref run` with the exported bytecode, a launch spec and .npy inputs)."""

import json
import os
import subprocess

import numpy as np
import pytest

import tileref
from kernels import CASES
from test_kernels import run_case

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def tileref_bin():
    path = os.environ.get("TILEREF_BIN", os.path.join(ROOT, "target", "release", "tileref"))
    if not os.path.exists(path):
        if os.environ.get("TILEREF_REQUIRE_CUTILE"):
            pytest.fail(f"no tileref binary at {path} (build it with cargo build --release)")
        pytest.skip(f"no tileref binary at {path}")
    return path


def npy_bits(a):
    a = getattr(a, "array", a)
    if not a.flags.c_contiguous:
        # Passed as the buffer it spans (see export_launch).
        n = 1 + sum((d - 1) * s for d, s in zip(a.shape, a.strides)) // a.itemsize
        a = np.lib.stride_tricks.as_strided(a, shape=(n,), strides=(a.itemsize,))
    return np.ascontiguousarray(a).tobytes()


def output_of(spec, source):
    """The CLI names outputs by launch-spec argument position."""
    for i, a in enumerate(spec["args"]):
        if source in (a.get("array"), a.get("buffer")):
            return f"arg{i}.npy"
        if source in a.get("array_list", []):
            return f"arg{i}_{a['array_list'].index(source)}.npy"
    raise KeyError(source)


@pytest.mark.parametrize("name", sorted(CASES))
def test_same_bits_as_cli(name, tmp_path):
    exe = tileref_bin()
    # Fresh inputs (the run below changes its arrays in place).
    grid, kernel, args, _ = CASES[name](np.random.default_rng(abs(hash(name)) % 2**32))
    spec = tileref.export_launch(grid, kernel, args, tmp_path / "in")
    got_args, _, report, printed = run_case(name)
    out = tmp_path / "out"
    r = subprocess.run([exe, "run", str(tmp_path / "in" / "kernel.tileirbc"), "--launch", spec,
                        "--out", str(out)], capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    with open(out / "report.json") as f:
        rep = json.load(f)
    with open(spec) as f:
        spec = json.load(f)
    assert rep["status"] == "ok" and report.ok
    assert sorted(rep["prints"].splitlines()) == sorted(printed.splitlines())
    compared = 0
    for k, a in enumerate(got_args):
        if isinstance(a, list):
            for j, x in enumerate(a):
                assert np.load(out / output_of(spec, f"arg{k}_{j}.npy")).tobytes() == npy_bits(x), f"arg {k}[{j}]"
                compared += 1
        elif hasattr(a, "dtype") or isinstance(a, tileref.tf32):
            assert np.load(out / output_of(spec, f"arg{k}.npy")).tobytes() == npy_bits(a), f"arg {k}"
            compared += 1
    assert compared > 0
