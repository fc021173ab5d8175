"""``python -m tileref script.py [args...]``: runs a cuTile script with ``cuda.tile.launch``
on tileref (its arrays must be on the CPU)."""

import runpy
import sys

from . import interpret


def main():
    if len(sys.argv) < 2 or sys.argv[1] in ("-h", "--help"):
        print(__doc__.strip())
        return 0 if len(sys.argv) >= 2 else 2
    script = sys.argv[1]
    sys.argv = sys.argv[1:]
    with interpret():
        runpy.run_path(script, run_name="__main__")
    return 0


if __name__ == "__main__":
    sys.exit(main())
