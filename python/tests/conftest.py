import os
import sys

import pytest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)


def _missing():
    try:
        import tileref  # noqa: F401
        import cuda.tile  # noqa: F401
        import ml_dtypes  # noqa: F401
    except ImportError as e:
        return str(e)
    return None


def pytest_collection_modifyitems(config, items):
    why = _missing()
    if why is None:
        return
    # Under CI a missing package is a failure, not a skip.
    if os.environ.get("TILEREF_REQUIRE_CUTILE"):
        raise pytest.UsageError(f"TILEREF_REQUIRE_CUTILE is set but the tests cannot run: {why}")
    for it in items:
        it.add_marker(pytest.mark.skip(reason=f"needs tileref, cuda-tile and ml_dtypes: {why}"))
