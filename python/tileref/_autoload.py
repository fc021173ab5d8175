"""Imported at interpreter start-up (by the ``tileref-interpret.pth`` file the package
installs) when ``TILEREF_INTERPRET`` is set, so that a program or test suite that never
imports tileref still runs its ``cuda.tile.launch`` calls on tileref."""

try:
    import tileref  # noqa: F401  (importing it applies TILEREF_INTERPRET)
except Exception as e:  # a broken install must not stop every Python process
    import sys
    print(f"tileref: TILEREF_INTERPRET is set, but tileref could not be loaded: {e!r}",
          file=sys.stderr)
