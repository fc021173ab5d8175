"""``python -m tileref script.py [args...]``: runs a cuTile script with ``cuda.tile.launch``
on tileref. Processes the script starts (multiprocessing, subprocess) run on tileref too:
``TILEREF_INTERPRET=1`` is set for them."""

import os
import runpy
import sys

from . import interpret


def main():
    if len(sys.argv) < 2 or sys.argv[1] in ("-h", "--help"):
        print(__doc__.strip())
        return 0 if len(sys.argv) >= 2 else 2
    script = sys.argv[1]
    sys.argv = sys.argv[1:]
    # Child processes are new interpreters: the .pth file tileref installs reads this.
    os.environ.setdefault("TILEREF_INTERPRET", "1")
    with interpret():
        runpy.run_path(script, run_name="__main__")
    return 0


if __name__ == "__main__":
    sys.exit(main())
