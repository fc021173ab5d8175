"""Kernels with a race, undefined behaviour or a failed assert; `# LINE:` marks the line each
report must name."""

import cuda.tile as ct


@ct.kernel
def racy_store(a, out, tile: ct.Constant[int]):
    x = ct.load(a, index=(ct.bid(0),), shape=(tile,))
    ct.store(out, index=(0,), tile=x)  # LINE: race


@ct.kernel
def unchecked_gather(x, idx, out, tile: ct.Constant[int]):
    bid = ct.bid(0)
    i = ct.load(idx, index=(bid,), shape=(tile,))
    ct.store(out, index=(bid,), tile=ct.gather(x, i, check_bounds=False))  # LINE: gather


@ct.kernel
def int_divide(a, b, out, tile: ct.Constant[int]):
    bid = ct.bid(0)
    u = ct.load(a, index=(bid,), shape=(tile,))
    v = ct.load(b, index=(bid,), shape=(tile,))
    ct.store(out, index=(bid,), tile=u // v)  # LINE: divide


@ct.kernel
def positive(a, tile: ct.Constant[int]):
    x = ct.load(a, index=(ct.bid(0),), shape=(tile,))
    ct.assert_(x > 0, "values must be positive")  # LINE: assert


@ct.kernel
def spin(n, out):
    acc = ct.full((1,), 0, dtype=ct.int32)
    for i in range(n):
        acc = acc + 1
    ct.store(out, index=(0,), tile=acc)


@ct.kernel
def inc(x, y, tile: ct.Constant[int]):
    bid = ct.bid(0)
    ct.store(y, index=(bid,), tile=ct.load(x, index=(bid,), shape=(tile,)) + 1)  # LINE: alias


@ct.kernel
def wait_forever(flag, out):
    while ct.atomic_add(flag, 0, 0) == 0:
        pass
    ct.store(out, index=(0,), tile=ct.full((1,), 1, dtype=ct.int32))


def line_of(tag):
    with open(__file__) as f:
        for n, text in enumerate(f, 1):
            if text.rstrip().endswith(f"# LINE: {tag}"):
                return n
    raise KeyError(tag)
