"""Every kernel of kernels.py through tileref.launch, checked against numpy."""

import contextlib
import io

import numpy as np
import pytest

import tileref
from kernels import CASES


def bits_equal(got, want):
    want = np.asarray(want)
    return got.dtype == want.dtype and got.shape == want.shape and got.tobytes() == want.tobytes()


def run_case(name, **opts):
    grid, kernel, args, checks = CASES[name](np.random.default_rng(abs(hash(name)) % 2**32))
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        report = tileref.launch(grid, kernel, args, **opts)
    return args, checks, report, out.getvalue()


def check(name, args, checks, printed):
    assert checks
    for idx, *rest in checks:
        if idx == "prints":
            assert rest[0](args, printed), f"{name}: printed {printed!r}"
            continue
        if callable(rest[0]):
            assert rest[0](args), f"{name}: argument {idx} is wrong"
            continue
        want, how = rest
        got = args[idx]
        if how == "exact":
            assert bits_equal(got, want), f"{name}: argument {idx}: got {got}, want {want}"
        else:
            assert np.allclose(got, want, rtol=how, atol=0), \
                f"{name}: max rel error {np.max(np.abs(got - want) / np.abs(want))}"


@pytest.mark.parametrize("name", sorted(CASES))
def test_kernel(name):
    args, checks, report, printed = run_case(name)
    assert report.ok and not report.diagnostics, str(report)
    check(name, args, checks, printed)


@pytest.mark.parametrize("name", ["splitk_lock", "reductions_f32", "histogram" if "histogram" in CASES else "atomics_histogram"])
@pytest.mark.parametrize("schedule", ["sequential", "reverse", "random:5"])
def test_schedules(name, schedule):
    # Race-free kernels give the same results under every schedule.
    args, checks, report, printed = run_case(name, schedule=schedule)
    assert report.ok, str(report)
    check(name, args, checks, printed)


def test_case_count():
    assert len(CASES) >= 30
