"""``cuda.tile.tune`` under ``tileref.interpret()``: cuTile's own search, with its GPU timing
helpers replaced by runs on tileref.

cuTile's ``exhaustive_search`` keeps its phases, error collection, messages, ``TuningResult``
and printing. While tileref interprets, :func:`patch` replaces only what it calls to time a
config on a GPU:

- ``_benchmark`` (in ``cuda.tile.tune._tune`` and ``_tune_utils``) becomes :func:`_benchmark`:
  the stream is ignored (``None`` allowed) and the kernel runs through :func:`tileref.launch`
  with the interpreting block's options, but ``on_error="raise"`` and ``ub="raise"``, so a
  config that hits undefined behaviour, a race, a failed assert or a limit raises, and cuTile
  records ``(config, exception type, message)`` as a failure (as it does a compiler error).
  It returns :data:`TIME_US` (0.0): with a constant time the variance is 0, so every config
  converges after cuTile's minimum number of samples (5) in its first phase, in search-space
  order, and ``min`` over equal times keeps the first clean config;
- ``benchmark_with_timeout`` (the first warm-up when ``single_run_timeout_sec`` is given)
  becomes the same run in this process with ``timeout=single_run_timeout_sec``; a run the
  timeout stops fails with cuTile's ``TileLaunchTimeoutError``. No benchmark worker process is
  started; ``_export_ipc_benchmark_payload`` (the worker's payload, which needs CUDA) returns
  ``None``, cuTile's "run in-process" answer, should anything still call it.

cuTile calls ``_benchmark`` at least 8 times per config (3 warm-ups, then 5 samples). Within
one search, tileref runs each config's kernel on the first call only (per kernel object and
grid: cuTile builds a new kernel object for each config with ``replace_hints``); later calls
return the time without running. Arguments are therefore written once, as by one GPU launch
(``args_fn`` is still called as often as on a GPU; a kernel that updates uncloned arguments in
place ends differently there).

``exhaustive_search`` itself is wrapped, by swapping the code of cuTile's function object so
that references taken before ``interpret()`` was entered (``from cuda.tile.tune import
exhaustive_search``) are wrapped too. The wrapper scopes that memo to one search and applies
``TILEREF_TUNE``: ``first`` (the default) keeps cuTile's choice, the first clean config;
``<n>`` makes config ``n`` (0-based) the best, which must run clean, else ``ValueError``
chained to its failure (cuTile then runs quietly, without its progress line, and the summary
printed is the one with config ``n`` as the best). Every config runs either way.

The helpers are swapped as module attributes, which cuTile looks up at each call: a test that
monkeypatches ``_tune._benchmark`` inside the block gets its mock called (and cuTile's search
acting on its timings); a mock installed before the block is replaced for the block and put
back after. Everything is undone when the outermost interpreting block exits. A replaced
helper called when no block is active (one a mock's teardown put back after the block had
exited) hands the call to cuTile's own.
"""

from __future__ import annotations

import dataclasses
import inspect
import os
import threading
import time
import types

TIME_US = 0.0
"""The time in microseconds a run on tileref reports: CPU times say nothing of a GPU."""

_ENV = "TILEREF_TUNE"

_lock = threading.Lock()
_options = None    # the interpreting block's options while patched, else None
_restore = None    # [(object, attribute, original value)] while patched, else None
_original_search = None   # cuTile's exhaustive_search as a callable while patched
_cutile_bwt = None        # cuTile's own benchmark_with_timeout, once seen
_cutile_benchmark = None  # cuTile's own cuda.tile._cext._benchmark, once seen
_local = threading.local()  # .searches: this thread's exhaustive_search calls, innermost last


def _cutile_tune():
    from cuda.tile.tune import _tune, _tune_utils
    return _tune, _tune_utils


def rule():
    """The rule ``TILEREF_TUNE`` names: ``"first"`` or a config index."""
    v = os.environ.get(_ENV, "").strip()
    if v in ("", "first"):
        return "first"
    try:
        n = int(v)
    except ValueError:
        n = -1
    if n < 0:
        raise ValueError(f"{_ENV} must be 'first' or a config index (0, 1, ...), not {v!r}")
    return n


# --- the runs -----------------------------------------------------------------------------

class _Search:
    """One ``exhaustive_search`` call: the configs already run, and for ``TILEREF_TUNE=<n>``
    the exception each failed config raised."""

    def __init__(self):
        self.ran = {}        # (id(kernel), repr(grid)) -> kernel (kept alive: ids stay unique)
        self.index = None    # TILEREF_TUNE=<n>: the config whose arguments were built last
        self.errors = {}     # TILEREF_TUNE=<n>: config index -> its first exception


def _searches():
    s = getattr(_local, "searches", None)
    if s is None:
        s = _local.searches = []
    return s


def _launch_options(timeout_sec):
    from . import launch   # tileref.launch, looked up at each run
    opts = dict(_options or {})
    opts["on_error"] = "raise"
    opts["ub"] = "raise"  # undefined behaviour fails the config, also under ub="warn"
    if timeout_sec is not None:
        t = opts.get("timeout")
        opts["timeout"] = timeout_sec if t is None else min(t, timeout_sec)
    return launch, opts


def _run(grid, kernel, args, timeout_sec=None):
    """Runs the config on tileref unless this search already did; raises what makes it fail."""
    searches = _searches()
    search = searches[-1] if searches else None
    key = (id(kernel), repr(grid))
    if search is not None and key in search.ran:
        return
    launch, opts = _launch_options(timeout_sec)
    try:
        try:
            launch(grid, kernel, args, **opts)
        except Exception as e:
            from ._errors import LimitExceeded
            if (timeout_sec is None or not isinstance(e, LimitExceeded)
                    or getattr(e, "kind", None) != "time-limit"
                    or opts["timeout"] != timeout_sec):
                raise
            _, tune_utils = _cutile_tune()
            # cuTile's own failure for a run past single_run_timeout_sec, with tileref's report.
            raise tune_utils.TileLaunchTimeoutError(
                f"CUDA kernel launch exceeded timeout {timeout_sec} sec (run on tileref: {e})"
            ) from e
    except Exception as e:
        if search is not None and search.index is not None:
            search.errors.setdefault(search.index, e)
        raise
    if search is not None:
        search.ran[key] = kernel


def _benchmark(stream, grid, kernel, args, flush_l2=True):
    """cuTile's ``_benchmark`` while tileref interprets: one run on tileref (see the module
    docstring), :data:`TIME_US` microseconds."""
    if _options is None:   # no interpreting block: cuTile's own
        return _cutile_benchmark(stream, grid, kernel, args, flush_l2)
    _run(grid, kernel, args)
    return TIME_US


def _benchmark_with_timeout(stream, grid, kernel, pyargs, timeout_sec, flush_l2=True):
    """cuTile's ``benchmark_with_timeout`` while tileref interprets, its benchmark worker
    replaced by the run of :func:`_benchmark` in this process, stopped after ``timeout_sec``
    seconds; returns ``(TIME_US, wall seconds)`` as the worker path does. Like the worker
    path, it does not call ``_benchmark``. With ``_export_ipc_benchmark_payload`` mocked,
    cuTile's own function runs (and acts on the mock)."""
    _, tune_utils = _cutile_tune()
    if (_options is None or getattr(tune_utils, "_export_ipc_benchmark_payload", None)
            is not _export_ipc_benchmark_payload):
        # No interpreting block, or a mock of the payload export: cuTile's own acts on it.
        if _cutile_bwt is None:
            raise RuntimeError("cuda.tile.tune's benchmark_with_timeout is not available")
        return _cutile_bwt(stream, grid, kernel, pyargs, timeout_sec, flush_l2)
    start = time.perf_counter()
    _run(grid, kernel, pyargs, timeout_sec)
    return TIME_US, time.perf_counter() - start


def _export_ipc_benchmark_payload(stream, grid, kernel, pyargs, flush_l2=True):
    """No payload for a benchmark worker: ``None`` makes cuTile run in-process."""
    if _options is None:
        from cuda.tile._cext import _export_ipc_benchmark_payload as export
        return export(stream, grid, kernel, pyargs, flush_l2)
    return None


for _f in (_benchmark, _benchmark_with_timeout, _export_ipc_benchmark_payload):
    _f.__tileref__ = True


# --- the search ---------------------------------------------------------------------------

class _Tagged:
    """A config with its search-space index (``TILEREF_TUNE=<n>``), shown as the config."""

    __slots__ = ("index", "config")

    def __init__(self, index, config):
        self.index, self.config = index, config

    def __repr__(self):
        return repr(self.config)

    def __str__(self):
        return str(self.config)

    def __format__(self, spec):
        return format(self.config, spec)


def exhaustive_search(*args, **kwargs):
    """``cuda.tile.tune.exhaustive_search`` while tileref interprets: cuTile's search, on the
    runs of :func:`_benchmark`, with the best config ``TILEREF_TUNE`` picks."""
    search_fn = _original_search
    if search_fn is None:   # called after the block exited
        raise RuntimeError("tileref's exhaustive_search called outside tileref.interpret()")
    pick = rule()
    search = _Search()
    searches = _searches()
    searches.append(search)
    try:
        if pick == "first":
            return search_fn(*args, **kwargs)
        return _search_picking(search_fn, search, pick, args, kwargs)
    finally:
        searches.remove(search)


def _search_picking(search_fn, search, n, args, kwargs):
    """cuTile's search with config ``n`` as the best: configs go in tagged with their index,
    and come out as they were."""
    ba = inspect.signature(search_fn).bind(*args, **kwargs)
    ba.apply_defaults()
    a = ba.arguments
    space, grid_fn, kernel, args_fn, hints_fn = (
        a["search_space"], a["grid_fn"], a["kernel"], a["args_fn"], a["hints_fn"])
    quiet = a["quiet"]
    total = len(space)
    if 0 < total <= n:
        raise ValueError(f"{_ENV}={n}, but the search space has {total} configs")

    def tagged_args(t):
        search.index = t.index
        try:
            return args_fn(t.config)
        except Exception as e:
            search.errors.setdefault(t.index, e)
            raise

    tune, _ = _cutile_tune()
    a["search_space"] = [_Tagged(i, cfg) for i, cfg in enumerate(space)]
    a["grid_fn"] = lambda t: grid_fn(t.config)
    if not isinstance(kernel, tune.TileKernel):
        a["kernel"] = lambda t: kernel(t.config)
    a["args_fn"] = tagged_args
    if hints_fn is not None:
        a["hints_fn"] = lambda t: hints_fn(t.config)
    a["quiet"] = True   # the summary printed is the one with config n as the best
    try:
        result = search_fn(*ba.args, **ba.kwargs)
    except ValueError as e:
        if not str(e).startswith("No valid config found"):
            raise
        result = None   # every config failed, n too

    def untag(m):
        return dataclasses.replace(m, config=m.config.config)

    chosen = None if result is None else next(
        (m for m in result.successes if m.config.index == n), None)
    if chosen is None:
        e = search.errors.get(n)
        failed = None if result is None else next(
            ((c.config, t, msg) for c, t, msg in result.failures if c.index == n), None)
        if failed is None and e is not None:
            failed = (space[n], type(e), str(e))
        detail = "" if failed is None else (
            f"\nConfig: {failed[0]}\n{failed[1].__name__}: {failed[2]}")
        raise ValueError(f"{_ENV}={n} picks a config that failed.{detail}") from e
    best = untag(chosen)
    out = type(result)(
        best=best,
        successes=tuple(best if m is chosen else untag(m) for m in result.successes),
        failures=tuple((c.config, t, msg) for c, t, msg in result.failures))
    if not quiet:
        print(out)
    return out


def _search_code(*args, **kwargs):
    # While tileref interprets, this is the code of cuTile's exhaustive_search function object
    # (it runs with that module's globals, hence the import).
    from tileref._tune import exhaustive_search
    return exhaustive_search(*args, **kwargs)


# --- installing and undoing -----------------------------------------------------------------

def _copy_function(fn):
    """A new function object running ``fn``'s current code (cuTile's search, while ``fn``
    runs the wrapper)."""
    copy = types.FunctionType(fn.__code__, fn.__globals__, fn.__name__, fn.__defaults__,
                              fn.__closure__)
    copy.__kwdefaults__ = dict(fn.__kwdefaults__ or {})
    copy.__qualname__, copy.__module__, copy.__doc__ = fn.__qualname__, fn.__module__, fn.__doc__
    copy.__annotations__ = dict(fn.__annotations__)
    return copy


def patch(options):
    """Makes ``cuda.tile.tune`` run on tileref with the options of ``tileref.launch``.
    Returns what :func:`unpatch` needs to undo it (nested blocks restore the outer one)."""
    global _options, _restore, _original_search, _cutile_bwt, _cutile_benchmark
    try:
        tune, tune_utils = _cutile_tune()
    except ImportError:
        return None
    with _lock:
        outer = _options
        if _restore is None:
            undo = []

            def swap(obj, name, value):
                undo.append((obj, name, getattr(obj, name)))
                setattr(obj, name, value)

            for mod in (tune, tune_utils):
                f = getattr(mod, "benchmark_with_timeout", None)
                if (_cutile_bwt is None and callable(f)
                        and getattr(f, "__module__", None) == tune_utils.__name__):
                    _cutile_bwt = f
            fn = tune.exhaustive_search
            if isinstance(fn, types.FunctionType) and not fn.__closure__:
                _original_search = _copy_function(fn)
                swap(fn, "__code__", _search_code.__code__)
            else:   # not a plain function: replace it where cuTile exports it
                import cuda.tile.tune as tune_pkg
                _original_search = fn
                for mod in (tune_pkg, tune):
                    swap(mod, "exhaustive_search", exhaustive_search)
            import cuda.tile._cext as cext
            if _cutile_benchmark is None:
                _cutile_benchmark = cext._benchmark
            # cuda.tile._cext._benchmark too: programs (and cuTile's tests) call it directly.
            for mod in (tune, tune_utils, cext):
                swap(mod, "_benchmark", _benchmark)
                if hasattr(mod, "benchmark_with_timeout"):
                    swap(mod, "benchmark_with_timeout", _benchmark_with_timeout)
            if hasattr(tune_utils, "_export_ipc_benchmark_payload"):
                swap(tune_utils, "_export_ipc_benchmark_payload", _export_ipc_benchmark_payload)
            _restore = undo
        _options = dict(options)
    return outer


def unpatch(outer):
    """Undoes the :func:`patch` that returned ``outer``."""
    global _options, _restore, _original_search
    with _lock:
        if outer is not None:
            _options = outer
            return
        if _restore is not None:
            for obj, name, value in reversed(_restore):
                setattr(obj, name, value)
        _restore = None
        _options = None
        _original_search = None
