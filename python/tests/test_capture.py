"""Every launch a test case: TILEREF_CAPTURE / capture= writes each distinct launch as a case
file that the command line runs as it runs the conformance corpus (`tileref conformance DIR`
re-runs the interpreter on the captured inputs and checks the captured results), with an index
line per launch saying captured, duplicate or skipped and why."""

import inspect
import json
import os
import subprocess

import numpy as np
import pytest

import cuda.tile as ct
import tileref
from kernels import CASES, vec_add
from test_cli_equivalence import tileref_bin


def index(d):
    with open(os.path.join(d, "index.jsonl")) as f:
        return [json.loads(line) for line in f]


def cases(d):
    return sorted(f for f in os.listdir(d) if f.endswith(".mlir"))


def conformance(d):
    out = subprocess.run([tileref_bin(), "conformance", str(d)], capture_output=True, text=True)
    assert out.returncode == 0, out.stdout + out.stderr
    return out.stdout


def test_launches_become_cases_that_reproduce(tmp_path):
    rng = np.random.default_rng(3)
    a, b = rng.standard_normal(512).astype(np.float32), rng.standard_normal(512).astype(np.float32)
    c = np.zeros(512, np.float32)
    tileref.launch(4, vec_add, (a, b, c, 128), capture=tmp_path)
    line = inspect.currentframe().f_lineno - 1
    tileref.launch(4, vec_add, (a, b, np.zeros(512, np.float32), 128), capture=tmp_path)
    tileref.launch(4, vec_add, (b, a, np.zeros(512, np.float32), 128), capture=tmp_path)
    recs = index(tmp_path)
    assert [r["status"] for r in recs] == ["captured", "duplicate", "captured"]
    assert recs[0]["case"] == recs[1]["case"] != recs[2]["case"]
    assert recs[0]["site"] == f"{__file__}:{line}"
    assert len(cases(tmp_path)) == 2
    text = open(tmp_path / recs[0]["case"]).read()
    assert f"launched at {__file__}:{line}" in text and "// @family captured" in text
    # The expectations are the results: vec_add's sum, bit for bit, in the output's data line.
    out = conformance(tmp_path)
    assert out.strip().endswith("passed, 0 failed") and int(out.split()[-4]) > 1000, out
    # A case whose expected output is changed no longer passes: the expectations are checked.
    bad = tmp_path / "bad"
    bad.mkdir()
    want = " ".join(f"{int(x):08x}" for x in (a + b).view(np.uint32)[:16])
    head = "// @data c_out6 f32 "  # c is parameter 6: (pointer, shape, stride) per array
    assert head + want in text
    (bad / "x.mlir").write_text(text.replace(head + want[:8], head + "7f800000"))
    r = subprocess.run([tileref_bin(), "conformance", str(bad)], capture_output=True, text=True)
    assert r.returncode != 0 and "1 failed" in r.stdout, r.stdout + r.stderr


def test_every_kernel_of_the_suite_reproduces(tmp_path):
    n = 0
    for name, make in sorted(CASES.items()):
        grid, kernel, args, _ = make(np.random.default_rng(5))
        tileref.launch(grid, kernel, args, capture=tmp_path)
        n += 1
    recs = index(tmp_path)
    assert len(recs) == n
    skipped = [r for r in recs if r["status"] == "skipped"]
    # Only the array-list kernel cannot be written as a case.
    assert [r["reason"] for r in skipped] == ["an array list argument (not in the case format)"]
    assert len(cases(tmp_path)) == n - 1
    assert "0 failed" in conformance(tmp_path)


def test_environment_variable_and_limits(tmp_path, monkeypatch):
    a = np.arange(256, dtype=np.float32)
    monkeypatch.setenv("TILEREF_CAPTURE", str(tmp_path))
    tileref.launch(2, vec_add, (a, a.copy(), np.zeros(256, np.float32), 128))
    monkeypatch.setenv("TILEREF_CAPTURE_MAX_BYTES", "1000")
    tileref.launch(2, vec_add, (a, a + 1, np.zeros(256, np.float32), 128))
    # An array passed twice is not expressible (a slice alone is an array of its own).
    big = np.zeros(512, np.float32)
    monkeypatch.delenv("TILEREF_CAPTURE_MAX_BYTES")
    tileref.launch(2, vec_add, (a, a * 3, big[256:], 128))
    x = a + 2
    tileref.launch(2, vec_add, (x, x, x, 128), on_error="report")  # (a race, too)
    recs = index(tmp_path)
    assert recs[0]["status"] == "captured"
    assert recs[1]["status"] == "skipped" and "over the capture limit of 1000" in recs[1]["reason"]
    assert recs[2]["status"] == "captured"  # big[256:] is its own memory region here
    assert recs[3]["status"] == "skipped" and "aliasing" in recs[3]["reason"]
    monkeypatch.setenv("TILEREF_CAPTURE_MAX_BYTES", "lots")
    with pytest.raises(ValueError, match="TILEREF_CAPTURE_MAX_BYTES"):
        tileref.launch(2, vec_add, (a, a.copy(), np.zeros(256, np.float32), 128))
    monkeypatch.delenv("TILEREF_CAPTURE")
    monkeypatch.delenv("TILEREF_CAPTURE_MAX_BYTES")
    before = len(index(tmp_path))
    tileref.launch(2, vec_add, (a, a.copy(), np.zeros(256, np.float32), 128))
    assert len(index(tmp_path)) == before


@ct.kernel
def out_of_view(a, tile: ct.Constant[int]):
    ct.store(a, index=(ct.bid(0) + 5,), tile=ct.full((tile,), 1.0, dtype=ct.float32))


def test_failed_runs_are_skipped_with_the_verdict(tmp_path):
    a = np.zeros(128, np.float32)
    with pytest.raises(tileref.UndefinedBehavior):
        tileref.launch(1, out_of_view, (a, 128), capture=tmp_path)
    (r,) = index(tmp_path)
    assert r["status"] == "skipped" and r["reason"].startswith("the interpreter's verdict is")
    assert cases(tmp_path) == []


def test_interpret_captures_ct_launch(tmp_path):
    a = np.arange(256, dtype=np.float32)
    c = np.zeros(256, np.float32)
    with tileref.interpret(capture=str(tmp_path)):
        ct.launch(None, (2,), vec_add, (a, a.copy(), c, 128))
    assert np.array_equal(c, a + a)
    (r,) = index(tmp_path)
    assert r["status"] == "captured" and r["site"].startswith(__file__)


def test_threads_capture_at_once(tmp_path):
    # Threads of one process launching the same kernel at once (cuTile's concurrent-launch test
    # does so) each write their case under a name of their own.
    import threading
    a = np.arange(1024, dtype=np.float32)
    errors = []

    def work(k):
        try:
            for i in range(20):
                tileref.launch(8, vec_add, (a + (k * 20 + i) % 7, a.copy(), np.zeros(1024, np.float32), 128),
                               capture=tmp_path)
        except Exception as e:  # noqa: BLE001
            errors.append(repr(e))

    ts = [threading.Thread(target=work, args=(k,)) for k in range(8)]
    for t in ts:
        t.start()
    for t in ts:
        t.join()
    assert errors == []
    recs = index(tmp_path)
    assert len(recs) == 160 and {r["status"] for r in recs} <= {"captured", "duplicate"}
    assert len(cases(tmp_path)) == 7
    assert not [f for f in os.listdir(tmp_path) if f.endswith(".tmp")]
    assert "0 failed" in conformance(tmp_path)


def test_mma_launches_are_captured_in_the_default_mode_only(tmp_path):
    """Case files hold the default (exact) mma's results, which `gpu bundle` diffs against:
    a launch under mma="chain" is skipped, the same launch in the default mode captured."""
    grid, kernel, args, _ = CASES["matmul_f16"](np.random.default_rng(5))
    tileref.launch(grid, kernel, args, capture=tmp_path, mma="chain")
    tileref.launch(grid, kernel, args, capture=tmp_path)
    recs = index(tmp_path)
    assert recs[0]["status"] == "skipped" and "mma=chain" in recs[0]["reason"], recs[0]
    assert recs[1]["status"] == "captured"
    assert "0 failed" in conformance(tmp_path)


def test_h100_launches_are_marked(tmp_path):
    """A launch under numerics="h100" is captured with its runs marked numerics=h100, and
    unmodelled=mmaf where mma kept the spec answer (a bf16 tile of 8 rows, a shape outside the
    measured table; the f16 32x16x16 tile has a model); the interpreter reruns both in that mode."""
    grid, kernel, args, _ = CASES["matmul_f16"](np.random.default_rng(6))
    tileref.launch(grid, kernel, args, capture=tmp_path, numerics="h100")
    _, kernel, (a, b, c, *_), _ = CASES["matmul_bf16"](np.random.default_rng(7))
    tileref.launch((64 // 8, 48 // 16), kernel, (a, b, c, 8, 16, 16), capture=tmp_path,
                   numerics="h100")
    recs = index(tmp_path)
    runs = []
    for r in recs:
        assert r["status"] == "captured", r
        text = open(os.path.join(tmp_path, r["case"])).read()
        runs.append([l for l in text.splitlines() if l.startswith("// @run ")][0])
    assert runs[0].endswith("numerics=h100"), runs[0]
    assert runs[1].endswith("numerics=h100 unmodelled=mmaf"), runs[1]
    assert "0 failed" in conformance(tmp_path)
