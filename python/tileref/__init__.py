"""tileref: a bit-exact CPU reference interpreter for CUDA Tile IR, in-process.

``tileref.launch(grid, kernel, args)`` runs a cuTile kernel on numpy arrays (or torch CPU
tensors); ``tileref.run(module, entry, grid, args)`` runs Tile IR text or bytecode;
``tileref.interpret()`` makes ``cuda.tile.launch`` run on tileref. See docs/python.md.
"""

from ._core import tf32
from ._cutile import BYTECODE_VERSION, export_launch, interpret, interpret_globally, launch
from ._errors import (AssertionFailed, DataRace, Diagnostic, KernelError, LaunchReport,
                      LimitExceeded, StrictWarning, UndefinedBehavior, UndefinedBehaviorWarning)
from ._native import Module
from ._run import Array, ArrayList, Bits, load, run

__all__ = [
    "launch", "export_launch", "run", "load", "interpret", "interpret_globally", "tf32", "Array", "ArrayList",
    "Bits", "Module", "LaunchReport", "Diagnostic", "KernelError", "UndefinedBehavior",
    "DataRace", "AssertionFailed", "LimitExceeded", "StrictWarning", "UndefinedBehaviorWarning",
    "BYTECODE_VERSION",
]

from ._cutile import _env_interpret  # noqa: E402

_env_interpret()
