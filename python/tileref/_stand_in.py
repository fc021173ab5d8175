"""tileref in tileiras's place, while tileref interprets on a machine without tileiras.

cuTile asks for its compiler before any kernel is compiled: a test suite's session start
prints ``_find_compiler_bin().path``, and ``_get_max_supported_bytecode_version`` (which
probes tileiras with empty modules) decides which tests run. Under interpretation tileref
is the compiler: when cuTile finds no tileiras, :func:`patch` answers these questions for
tileref — the newest bytecode version cuTile writes without developer features (tileref reads
13.1 to 13.5) — and a request for GPU code (a cubin) fails with cuTile's own
``TileCompilerExecutionError`` saying why. Where tileiras is installed, nothing changes.
"""

from __future__ import annotations

import threading

_lock = threading.Lock()
_saved = None  # [(module, name, original)] while patched

STAND_IN_PATH = "tileref (interpreting; tileiras is not installed)"


class _StandInCompiler:
    """What ``_find_compiler_bin`` returns: a compiler that makes no GPU code."""

    path = STAND_IN_PATH
    bin_path = ""
    ld_path = ""
    pass_cuda_home_var = False

    def run(self, args, flags, timeout_sec=None):
        from cuda.tile._exception import TileCompilerExecutionError, Loc
        raise TileCompilerExecutionError(
            1, "tileiras is not installed: under TILEREF_INTERPRET kernels run on tileref, "
               "which makes no GPU code (cubin)", Loc.unknown(), " ".join(flags), None)


def _tileiras_missing(compile_mod) -> bool:
    find = compile_mod._find_compiler_bin
    for mod, name, fn in _saved or ():
        if name == "_find_compiler_bin":
            find = fn  # patched: ask the original
    try:
        find()
        return False
    except FileNotFoundError:
        return True


def patch():
    """Stands in for a missing tileiras (nothing when tileiras is there or already patched).
    Returns whether it patched."""
    global _saved
    import cuda.tile._compile as compile_mod
    with _lock:
        if _saved is not None or not _tileiras_missing(compile_mod):
            return False
        from cuda.tile._bytecode.version import BytecodeVersion
        newest = max(compile_mod._SUPPORTED_VERSIONS)
        compiler = _StandInCompiler()

        def find_compiler_bin():
            return compiler

        def max_supported_bytecode_version(temp_dir=None, allow_dev=False):
            return max(BytecodeVersion) if allow_dev else newest

        def compiler_version_string():
            return None

        _saved = []
        for name, fn in (("_find_compiler_bin", find_compiler_bin),
                         ("_get_max_supported_bytecode_version", max_supported_bytecode_version),
                         ("_get_compiler_version_string", compiler_version_string)):
            _saved.append((compile_mod, name, getattr(compile_mod, name)))
            setattr(compile_mod, name, fn)
        return True


def unpatch():
    global _saved
    with _lock:
        if _saved is None:
            return
        for mod, name, fn in _saved:
            setattr(mod, name, fn)
        _saved = None
