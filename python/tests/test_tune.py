"""cuda.tile.tune under tileref.interpret(): cuTile's own search, its GPU timing helpers replaced
by runs on tileref (once per config, constant time); failures keep their reason, the winner is
the first clean config (or TILEREF_TUNE's), mocks of the helpers win, nothing needs CUDA."""

import math
import os
import subprocess
import sys
import textwrap

import numpy as np
import pytest

import cuda.tile as ct
import cuda.tile.tune as ct_tune
import tileref
# Taken before any interpret() block, as a module that tunes at import time would take it.
from cuda.tile.tune import Measurement, TuningResult, exhaustive_search
from cuda.tile.tune import _tune as cutile_tune
from cuda.tile.tune import _tune_utils as cutile_tune_utils

N = 96


@ct.kernel
def copy_unchecked(x, out, TILE: ct.Constant[int]):
    # check_bounds=False promises the tile is in bounds: a tile past the end is UB.
    bid = ct.bid(0)
    t = ct.load(x, index=(bid,), shape=(TILE,), check_bounds=False)
    ct.store(out, index=(bid,), tile=t)


def grid(tile):
    return (math.ceil(N / tile),)


# 48: not a power of two, cuTile's compiler rejects the load; 64: the second tile reads past
# the end of x (undefined behaviour); 32 and 16 run clean.
SPACE = [48, 64, 32, 16]


def tune_copy(x, out, **kw):
    return exhaustive_search(SPACE, None, grid, copy_unchecked, lambda tile: (x, out, tile), **kw)


@pytest.fixture(autouse=True)
def default_rule(monkeypatch):
    monkeypatch.delenv("TILEREF_TUNE", raising=False)


def test_first_clean_config_wins(capsys):
    x = np.arange(N, dtype=np.float32)
    out = np.zeros(N, np.float32)
    with tileref.interpret():
        result = tune_copy(x, out)
    assert type(result) is TuningResult
    assert isinstance(result.best, Measurement)
    assert result.best.config == 32
    assert result.best is result.successes[0]
    assert [m.config for m in result.successes] == [32, 16]
    # cuTile's measurements of a constant time: converged after its minimum of 5 samples.
    for m in result.successes:
        assert (m.mean_us, m.error_margin_us, m.num_samples) == (tileref._tune.TIME_US, 0.0,
                                                                 cutile_tune._MIN_REPEATS)
    assert result.best.mean_us == 0.0
    # Failures as cuTile records them: (config, exception type, message), in search order.
    (c0, t0, m0), (c1, t1, m1) = result.failures
    assert c0 == 48 and issubclass(t0, ct.TileError) and "power of two" in m0
    assert c1 == 64 and t1 is tileref.UndefinedBehavior and "load_view_tko" in m1
    # The summary cuTile prints, with the winner starred.
    printed = capsys.readouterr().out
    assert "2 succeeded, 2 failed" in printed
    assert "* 32: 0.0±0.0 us (5 samples)" in printed and "64: UndefinedBehavior" in printed
    assert f"{result.best.mean_us:.1f}us" == "0.0us"
    # The runs wrote where args_fn pointed, as GPU runs do; inputs untouched.
    assert np.array_equal(out, x) and np.array_equal(x, np.arange(N, dtype=np.float32))


def test_tileref_tune_picks_the_nth_config(monkeypatch, capsys):
    x = np.arange(N, dtype=np.float32)
    out = np.zeros(N, np.float32)
    with tileref.interpret():
        monkeypatch.setenv("TILEREF_TUNE", "3")
        result = tune_copy(x, out, quiet=True)
        assert result.best.config == 16 and result.best is result.successes[1]
        assert len(result.failures) == 2  # every config still runs
        monkeypatch.setenv("TILEREF_TUNE", "first")
        assert tune_copy(x, out, quiet=True).best.config == 32
        # Equal configs stay apart: the second 16 is config 2.
        monkeypatch.setenv("TILEREF_TUNE", "2")
        r = exhaustive_search([16, 48, 16], None, grid, copy_unchecked, lambda t: (x, out, t))
        assert r.best.config == 16 and r.best is r.successes[1]
        assert [c for c, _, _ in r.failures] == [48]
        assert "* 16" in capsys.readouterr().out
        monkeypatch.setenv("TILEREF_TUNE", "1")
        with pytest.raises(ValueError, match=r"TILEREF_TUNE=1 picks a config that failed") as e:
            exhaustive_search([48, 48], None, grid, copy_unchecked, lambda t: (x, out, t))
        assert "Config: 48\nTypeCheckingError" in str(e.value)
        assert isinstance(e.value.__cause__, ct.TileError)
        monkeypatch.setenv("TILEREF_TUNE", "1")
        with pytest.raises(ValueError, match=r"TILEREF_TUNE=1 picks a config that failed") as e:
            tune_copy(x, out, quiet=True)
        assert "Config: 64" in str(e.value)
        assert isinstance(e.value.__cause__, tileref.UndefinedBehavior)
        monkeypatch.setenv("TILEREF_TUNE", "4")
        with pytest.raises(ValueError, match=r"search space has 4 configs"):
            tune_copy(x, out, quiet=True)
        monkeypatch.setenv("TILEREF_TUNE", "fastest")
        with pytest.raises(ValueError, match=r"TILEREF_TUNE must be"):
            tune_copy(x, out, quiet=True)


def test_no_valid_config_and_empty_space():
    x = np.arange(N, dtype=np.float32)
    out = np.zeros(N, np.float32)
    with tileref.interpret():
        with pytest.raises(ValueError, match=r"No valid config found in search space") as e:
            exhaustive_search([48, 64], None, grid, copy_unchecked, lambda t: (x, out, t),
                              quiet=True)
        assert "Config: 48\nTypeCheckingError" in str(e.value)
        with pytest.raises(ValueError, match=r"Search space is empty"):
            exhaustive_search([], None, grid, copy_unchecked, lambda t: (x, out, t))


def test_interpret_options_apply(monkeypatch):
    x = np.arange(N, dtype=np.float32)
    out = np.zeros(N, np.float32)
    with tileref.interpret(max_steps=3):
        with pytest.raises(ValueError, match=r"LimitExceeded"):
            exhaustive_search([32], None, grid, copy_unchecked, lambda t: (x, out, t), quiet=True)
    # The block's options, but errors raise: on_error="report" does not let a config that hits
    # undefined behaviour pass (nor would ub="warn").
    launches = []
    real_launch = tileref.launch

    def spy(grid, kernel, args, **options):
        launches.append(options)
        return real_launch(grid, kernel, args, **options)

    monkeypatch.setattr(tileref, "launch", spy)
    with tileref.interpret(on_error="report", schedule="reverse"):
        result = tune_copy(x, out, quiet=True)
    assert [(c, t) for c, t, _ in result.failures][1] == (64, tileref.UndefinedBehavior)
    assert len(launches) == 4  # once per config
    for options in launches:
        assert options["on_error"] == "raise" and options["schedule"] == "reverse"
        assert options["ub"] == "raise"


def test_ub_warn_still_fails_the_config():
    x = np.arange(N, dtype=np.float32)
    out = np.zeros(N, np.float32)
    with tileref.interpret(ub="warn"):
        result = tune_copy(x, out, quiet=True)
    assert [(c, t) for c, t, _ in result.failures][1] == (64, tileref.UndefinedBehavior)
    assert result.best.config == 32


@ct.kernel
def count_runs(counter, out, TILE: ct.Constant[int]):
    ct.atomic_add(counter, 0, 1)
    ct.store(out, index=(ct.bid(0),), tile=ct.full((TILE,), TILE, ct.int32))


def test_each_config_runs_once_per_search():
    counters = {t: np.zeros(1, np.int32) for t in (16, 32)}
    outs = {t: np.zeros(64, np.int32) for t in (16, 32)}
    args_calls = []

    def args(t):
        args_calls.append(t)
        return (counters[t], outs[t], t)  # not cloned: every run would add up

    def tune():
        return exhaustive_search([16, 32], None, lambda t: (64 // t,), count_runs, args,
                                 quiet=True)

    with tileref.interpret():
        result = tune()
        # One launch per config (a tile block per tile), however often cuTile benchmarks it.
        assert counters[16][0] == 4 and counters[32][0] == 2
        assert args_calls.count(16) >= 8 and args_calls.count(32) >= 8
        assert all(m.num_samples >= 5 for m in result.successes)
        assert (outs[16] == 16).all() and (outs[32] == 32).all()
        tune()  # the next search runs them again
        assert counters[16][0] == 8 and counters[32][0] == 4


def test_mocked_benchmark_drives_cutile_search(monkeypatch):
    times = {64: 5.0, 32: 1.0, 16: 3.0}
    seen = []

    def fake_benchmark(stream, grid, kernel, args, flush_l2=True):
        seen.append(args[2])
        return times[args[2]]

    x = np.arange(N, dtype=np.float32)
    out = np.zeros(N, np.float32)
    with tileref.interpret():
        with monkeypatch.context() as m:
            m.setattr(cutile_tune, "_benchmark", fake_benchmark)
            result = exhaustive_search([64, 32, 16], None, grid, copy_unchecked,
                                       lambda t: (x, out, t), quiet=True)
        assert result.best.config == 32 and result.best.mean_us == 1.0
        assert sorted((m.mean_us, m.config) for m in result.successes) == [
            (1.0, 32), (3.0, 16), (5.0, 64)]
        assert result.failures == ()  # the mock ran instead of tileref: no UB for 64
        assert seen.count(64) >= 8 and (out == 0).all()
        # The mock's context ended: tileref runs the configs again.
        assert cutile_tune._benchmark is tileref._tune._benchmark
        assert tune_copy(x, out, quiet=True).best.config == 32
        # A mocked payload export: cuTile's benchmark_with_timeout falls back as it does.
        with monkeypatch.context() as m:
            m.setattr(cutile_tune_utils, "_export_ipc_benchmark_payload", lambda *a: None)
            m.setattr(cutile_tune_utils, "_benchmark", lambda *a: 123.0)
            assert cutile_tune_utils.benchmark_with_timeout(None, (1,), None, (), 5.0,
                                                            True) == (123.0, None)


def make_fill(cfg):
    if cfg == "race":
        @ct.kernel
        def fill(out):  # every tile block writes the first tile
            ct.store(out, index=(0,), tile=ct.full((16,), 7, ct.int32))
    elif cfg == "assert":
        @ct.kernel
        def fill(out):
            t = ct.load(out, index=(ct.bid(0),), shape=(16,))
            ct.assert_(t > 0, "out must be positive")
    else:
        @ct.kernel
        def fill(out):
            ct.store(out, index=(ct.bid(0),), tile=ct.full((16,), cfg, ct.int32))
    return fill


def test_kernel_per_config_races_asserts_and_args_fn_errors():
    space = ["race", "assert", "args", 1, 2]
    outs = {cfg: np.zeros(32, np.int32) for cfg in space}

    def args(cfg):
        if cfg == "args":
            raise RuntimeError("no arguments for this one")
        return (outs[cfg],)

    with tileref.interpret():
        result = exhaustive_search(space, None, lambda cfg: (2,), make_fill, args, quiet=True)
    assert [f[:2] for f in result.failures] == [
        ("race", tileref.DataRace), ("assert", tileref.AssertionFailed), ("args", RuntimeError)]
    assert "out must be positive" in result.failures[1][2]
    assert [m.config for m in result.successes] == [1, 2] and result.best.config == 1
    assert (outs[1] == 1).all() and (outs[2] == 2).all()


@ct.kernel
def spin_unless_zero(n, out):
    ct.store(out, index=(0,), tile=ct.full((16,), 1, ct.int32))
    while n != 0:
        ct.atomic_add(out, 0, 1)


def test_single_run_timeout_fails_as_in_cutile():
    out = np.zeros(16, np.int32)
    with tileref.interpret():
        result = exhaustive_search([1, 0], None, lambda cfg: (1,), spin_unless_zero,
                                   lambda cfg: (cfg, out), single_run_timeout_sec=0.5,
                                   quiet=True)
    assert result.best.config == 0
    cfg, exc_type, msg = result.failures[0]
    assert (cfg, exc_type) == (1, cutile_tune_utils.TileLaunchTimeoutError)
    assert "CUDA kernel launch exceeded timeout 0.5 sec" in msg and "time limit" in msg


def test_no_cuda_path_is_taken(monkeypatch):
    # CUDA helpers mocked before the block: replaced for the block, put back after.
    def cuda_needed(*args, **kwargs):
        raise AssertionError("a CUDA benchmark helper was called")

    mocked = []
    for mod in (cutile_tune, cutile_tune_utils):
        for name in ("_benchmark", "benchmark_with_timeout", "_export_ipc_benchmark_payload"):
            if hasattr(mod, name):
                monkeypatch.setattr(mod, name, cuda_needed)
                mocked.append((mod, name))
    x = np.arange(N, dtype=np.float32)
    out = np.zeros(N, np.float32)
    with tileref.interpret():
        result = tune_copy(x, out, single_run_timeout_sec=60, quiet=True)
        assert cutile_tune_utils._export_ipc_benchmark_payload(None, (1,), None, ()) is None
        # cuTile's own benchmark_with_timeout, called directly, runs in this process.
        t, wall = cutile_tune_utils.benchmark_with_timeout(None, (1,), copy_unchecked,
                                                           (x, out, 16), 5.0)
        assert t == tileref._tune.TIME_US and wall >= 0
    assert result.best.config == 32
    assert len(mocked) == 5 and all(getattr(mod, name) is cuda_needed for mod, name in mocked)


def test_patch_is_undone_and_nests():
    original_code = exhaustive_search.__code__
    helpers = [(mod, name, getattr(mod, name)) for mod in (cutile_tune, cutile_tune_utils)
               for name in ("_benchmark", "benchmark_with_timeout",
                            "_export_ipc_benchmark_payload") if hasattr(mod, name)]
    x = np.arange(N, dtype=np.float32)
    out = np.zeros(N, np.float32)

    def tune():
        return exhaustive_search([32], None, grid, copy_unchecked, lambda t: (x, out, t),
                                 quiet=True)

    with tileref.interpret(schedule="reverse"):
        assert ct_tune.exhaustive_search is exhaustive_search  # the same function object
        assert exhaustive_search.__code__ is not original_code
        with tileref.interpret(max_steps=3):
            with pytest.raises(ValueError, match=r"LimitExceeded"):
                tune()
        assert tune().best.config == 32  # the outer block's options again
        assert cutile_tune._benchmark is tileref._tune._benchmark
    assert exhaustive_search.__code__ is original_code
    assert all(getattr(mod, name) is value for mod, name, value in helpers)
    # Outside, cuTile's own search is back: it benchmarks with CUDA, which a None stream (or
    # a machine without a GPU) fails.
    out[:] = 0
    with pytest.raises(ValueError, match=r"No valid config found"):
        tune()
    assert (out == 0).all()


def test_runner_left_behind_hands_over_to_cutile(monkeypatch):
    # A mock set inside the block and undone after it leaves tileref's runner in place; out
    # of the block it hands the call to cuTile's own benchmark (which fails without a GPU).
    x = np.arange(N, dtype=np.float32)
    out = np.zeros(N, np.float32)
    with tileref.interpret():
        monkeypatch.setattr(cutile_tune, "_benchmark", lambda *a: 1.0)
    monkeypatch.undo()
    assert cutile_tune._benchmark is tileref._tune._benchmark
    try:
        with pytest.raises(ValueError, match=r"No valid config found"):
            exhaustive_search([32], None, grid, copy_unchecked, lambda t: (x, out, t),
                              quiet=True)
        assert (out == 0).all()
    finally:
        from cuda.tile._cext import _benchmark
        cutile_tune._benchmark = _benchmark


def test_cached_choice_is_reused():
    # cuda.tile.tune keeps no cache of its own: callers cache result.best.config per key (the
    # docs' "manage your own cache"). Under tileref the choice is deterministic, so such a
    # cache holds what a fresh search would return.
    calls = []
    cache = {}
    x = np.arange(N, dtype=np.float32)
    out = np.zeros(N, np.float32)

    def args(tile):
        calls.append(tile)
        return (x, out, tile)

    def tuned_tile(x):
        key = (x.shape, x.dtype)
        if key not in cache:
            cache[key] = exhaustive_search(SPACE, None, grid, copy_unchecked, args,
                                           quiet=True)
        return cache[key].best.config

    with tileref.interpret():
        first = tuned_tile(x)
        assert sorted(set(calls)) == sorted(SPACE)
        n = len(calls)
        again = tuned_tile(x)
        assert len(calls) == n and again == first == 32
        fresh = exhaustive_search(SPACE, None, grid, copy_unchecked, args, quiet=True)
        assert fresh == cache[(x.shape, x.dtype)]
        out[:] = 0
        ct.launch(None, grid(again), copy_unchecked, (x, out, again))
    assert np.array_equal(out, x)


def test_environment_variable_and_early_import(tmp_path):
    # TILEREF_INTERPRET=1 with cuda.tile.tune imported before tileref.
    script = tmp_path / "s.py"
    script.write_text(textwrap.dedent(f"""
        import sys
        sys.path.insert(0, {os.path.dirname(os.path.abspath(__file__))!r})
        import numpy as np
        from cuda.tile.tune import exhaustive_search
        import tileref
        from test_tune import SPACE, grid, copy_unchecked
        x = np.arange(96, dtype=np.float32)
        out = np.zeros(96, np.float32)
        r = exhaustive_search(SPACE, None, grid, copy_unchecked, lambda t: (x, out, t))
        print("best", r.best.config)
        """))
    env = dict(os.environ, TILEREF_INTERPRET="1", TILEREF_TUNE="3")
    r = subprocess.run([sys.executable, str(script)], env=env, capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    assert "best 16" in r.stdout and "2 succeeded, 2 failed" in r.stdout


def test_torch_cpu_tensors():
    torch = pytest.importorskip("torch", reason="torch is not installed")
    x = torch.arange(N, dtype=torch.float32)
    out = torch.zeros(N, dtype=torch.float32)

    class SomeStream:  # a stream as torch's look to cuTile (torch.cuda needs a GPU); ignored
        cuda_stream = 0

    with tileref.interpret():
        result = exhaustive_search(SPACE, SomeStream(), grid, copy_unchecked,
                                   lambda tile: (x, out.clone(), tile), quiet=True)
        assert result.best.config == 32
        assert (out == 0).all()  # args_fn handed clones to the runs
        ct.launch(SomeStream(), grid(result.best.config), copy_unchecked,
                  (x, out, result.best.config))
    assert torch.equal(out, x)
