"""Launch overhead of tileref.launch: a tiny kernel (one tile block adding two 128-element f32
vectors) with its signature already cached, so each launch derives the signature key from the
arguments, finds the compiled module, copies the arrays in and out and runs one tile block.

Usage: python bench/launch_overhead.py [LAUNCHES]

Prints the median over rounds of the mean time per launch: tileref.launch with the default
options, with race detection off, with one worker thread, and the interpreter call alone
(tileref._native.launch with the arguments prepared once), which is the floor.
"""

import statistics
import sys
import time

import numpy as np
import cuda.tile as ct

import tileref
from tileref import _cutile, _native


@ct.kernel
def tiny(a, b, c, tile: ct.Constant[int]):
    bid = ct.bid(0)
    ct.store(c, index=(bid,), tile=ct.load(a, index=(bid,), shape=(tile,))
             + ct.load(b, index=(bid,), shape=(tile,)))


def per_launch(fn, n, rounds=7):
    times = []
    for _ in range(rounds):
        t = time.perf_counter()
        for _ in range(n):
            fn()
        times.append((time.perf_counter() - t) / n)
    return statistics.median(times)


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 2000
    a = np.arange(128, dtype=np.float32)
    b = np.ones(128, np.float32)
    c = np.zeros(128, np.float32)
    args = (a, b, c, 128)
    t = time.perf_counter()
    tileref.launch(1, tiny, args)
    first = time.perf_counter() - t
    assert np.array_equal(c, a + b)

    p = _cutile._prepare(tiny, args)
    module, entry = _cutile._compiled(tiny, p)

    def native():
        _native.launch(module, entry, (1, 1, 1), p.regions, p.native_args)

    rows = [
        ("first launch (export + compile + run)", first),
        ("tileref.launch, cached signature", per_launch(lambda: tileref.launch(1, tiny, args), n)),
        ("  races=False", per_launch(lambda: tileref.launch(1, tiny, args, races=False), n)),
        ("  threads=1", per_launch(lambda: tileref.launch(1, tiny, args, threads=1), n)),
        ("  schedule='sequential'", per_launch(lambda: tileref.launch(1, tiny, args, schedule="sequential"), n)),
        ("_native.launch alone (arguments prepared once)", per_launch(native, n)),
    ]
    for name, secs in rows:
        print(f"{name:50s} {secs * 1e6:10.1f} us")


if __name__ == "__main__":
    main()
