"""Every launch a test case: with ``TILEREF_CAPTURE=DIR`` (or ``capture=DIR``) each distinct
launch the interpreter runs is written to DIR as a case file that ``tileref gpu bundle DIR``
takes directly: the module, the launch (entry, grid, arguments), the inputs, and the
interpreter's results as the expectations, with the Python file:line that launched it.

Launches are deduplicated by a hash of the module, entry, grid, arguments and input bytes
(cases are named ``<entry>_<hash>.mlir``). A launch is not captured, and says why in
``DIR/index.jsonl`` (one JSON line per launch: captured, duplicate or skipped), when the case
format cannot hold it (an array that starts inside the memory of another, two arguments in one
array's memory, array lists, 4-bit elements), when its data exceeds ``TILEREF_CAPTURE_MAX_BYTES``
(inputs plus outputs, default 1 MiB), or when the run did not end ok. Many processes (pytest
-n) may capture into one directory: case files are written whole under a temporary name and
renamed, index lines appended.
"""

from __future__ import annotations

import ctypes
import hashlib
import json
import os
import tempfile
import threading
import traceback
import warnings

import numpy as np

from . import _native

ENV = "TILEREF_CAPTURE"
MAX_ENV = "TILEREF_CAPTURE_MAX_BYTES"
DEFAULT_MAX = 1 << 20

# Bytes an element takes in memory (None: not byte-addressable, so not capturable).
_STORAGE = {"i1": 1, "i8": 1, "i16": 2, "i32": 4, "i64": 8, "f16": 2, "bf16": 2, "f32": 4,
            "tf32": 4, "f64": 8, "f8E4M3FN": 1, "f8E5M2": 1, "f8E8M0FNU": 1,
            "fnv8E5M3FNU": 1, "f4E2M1FN": None}
_UINT = {1: np.uint8, 2: np.uint16, 4: np.uint32, 8: np.uint64}
_HERE = os.path.dirname(os.path.abspath(__file__))
_MARKERS = (os.sep + os.path.join("cuda", "tile") + os.sep, os.sep + "contextlib.py")
# Module text by module object, for the last few modules (each kept alive with its text, so
# that its id is not reused while it is in here).
_TEXTS: dict = {}
_TEXTS_KEPT = 64
_TEXTS_LOCK = threading.Lock()


def directory(option):
    """The capture directory ``option`` names (``None``: ``TILEREF_CAPTURE``), or None."""
    d = os.environ.get(ENV, "") if option is None else option
    return os.fspath(d) if d else None


def _max_bytes():
    v = os.environ.get(MAX_ENV, "").strip()
    if not v:
        return DEFAULT_MAX
    try:
        n = int(v)
    except ValueError:
        raise ValueError(f"{MAX_ENV}={v!r}: expected a number of bytes") from None
    if n < 0:
        raise ValueError(f"{MAX_ENV}={v!r}: expected a number of bytes")
    return n


def _site():
    """file:line of the innermost frame outside tileref and cuda.tile: the launching code."""
    for fr in reversed(traceback.extract_stack()):
        f = os.path.abspath(fr.filename)
        if f.startswith(_HERE + os.sep) or any(m in f for m in _MARKERS):
            continue
        return f"{fr.filename}:{fr.lineno}"
    return "?"


def _text(module):
    with _TEXTS_LOCK:
        got = _TEXTS.pop(id(module), None)
        if got is None or got[0] is not module:
            got = (module, module.text())
        _TEXTS[id(module)] = got  # most recently used last
        while len(_TEXTS) > _TEXTS_KEPT:
            del _TEXTS[next(iter(_TEXTS))]
        return got[1]


def _hex(elem, raw: bytes):
    """The elements of ``raw`` as the case format writes them (little-endian, fixed width)."""
    n = _STORAGE[elem]
    vals = np.frombuffer(raw, dtype=np.dtype(_UINT[n]).newbyteorder("<"))
    d = 1 if elem == "i1" else 2 * n
    return [format(int(v), f"0{d}x") for v in vals]


def _lines(head, words, per):
    out = [f"// {head} " + " ".join(words[:per]) if words[:per] else f"// {head}"]
    for i in range(per, len(words), per):
        out.append("// + " + " ".join(words[i:i + per]))
    return out


class Pending:
    """One launch being captured: what was known before the run."""

    def __init__(self, root, module, entry, grid, regions, native_args):
        self.root, self.module, self.entry, self.grid = root, module, entry, grid
        self.regions = regions
        self.site = _site()
        self.reason = None
        self.args = []  # ("buf", region, elem) | ("scalar", elem, bits)
        params = module.params(entry)
        used = set()
        at = 0
        for a in native_args:
            if a[0] == "list":
                self.reason = "an array list argument (not in the case format)"
                break
            kind, elem = params[at] if at < len(params) else (None, None)
            if a[0] == "ptr":
                region, offset = a[1], a[2]
                if _STORAGE.get(elem) is None:
                    self.reason = f"an array of {elem} elements (not byte-addressable)"
                elif offset != 0:
                    self.reason = "an array starting inside another array's memory (a view)"
                elif region in used:
                    self.reason = "two arguments in one array's memory (aliasing)"
                elif regions[region][1] % _STORAGE[elem]:
                    self.reason = f"an array whose bytes are not whole {elem} elements"
                if self.reason:
                    break
                used.add(region)
                self.args.append(("buf", region, elem))
            else:
                bits = a[1] if a[0] == "bits" else _native.scalar_bits(a[1], elem)
                self.args.append(("scalar", elem, bits))
            at += 1
        if self.reason is None:
            size = 2 * sum(regions[r][1] for k, r, _ in self._bufs())
            limit = _max_bytes()
            if size > limit:
                self.reason = (f"{size} bytes of inputs and outputs, over the capture limit of "
                               f"{limit} ({MAX_ENV})")
        self.before = None
        if self.reason is None:
            self.before = {r: self._read(r) for _, r, _ in self._bufs()}

    def _bufs(self):
        return [(k, a[1], a[2]) for k, a in enumerate(self.args) if a[0] == "buf"]

    def _read(self, r):
        addr, n, _ = self.regions[r]
        return ctypes.string_at(addr, n) if n else b""

    def finish(self, status, reports=()):
        """After the run (regions still alive): writes the case, or says why not; never raises.
        ``reports``: the run's diagnostics (dicts), for the ops no GPU numerics model covered."""
        self.unmodelled = sorted({r.get("op") or "?" for r in reports
                                  if r.get("kind") == "h100-unmodelled"})
        try:
            self._finish(status)
        except Exception as e:  # noqa: BLE001  (capturing must never stop a launch)
            warnings.warn(f"tileref: this launch was not captured: {e!r}")

    def _finish(self, status):
        entry = {"kernel": self.entry, "site": self.site}
        if self.reason is None and status != "ok":
            self.reason = f"the interpreter's verdict is {status}"
        if self.reason is not None:
            return self._index({**entry, "status": "skipped", "reason": self.reason})
        text = _text(self.module)
        h = hashlib.sha256()
        for part in (text, self.entry, repr(self.grid), repr(self.args)):
            h.update(part.encode())
            h.update(b"\0")
        for _, r, _ in self._bufs():
            h.update(self.before[r])
        name = f"{self.entry[:60]}_{h.hexdigest()[:16]}.mlir"
        path = os.path.join(self.root, name)
        entry["case"] = name
        if os.path.exists(path):
            return self._index({**entry, "status": "duplicate"})
        lines = ["// @conformance 1", "// @tier full", "// @family captured",
                 f"// kernel {self.entry} launched at {self.site}, captured by tileref "
                 "(TILEREF_CAPTURE); the expectations are tileref's interpreter's results (for "
                 "diffing GPU backends against the interpreter, not a conformance case).",
                 "// @oracle interpreter tileref's interpreter on these inputs"]
        # Results of `numerics="h100"` hold for tileiras's code only (`gpu bundle` runs them there).
        h100 = " numerics=h100" if getattr(self, "numerics", "spec") == "h100" else ""
        if h100 and getattr(self, "unmodelled", None):
            # `gpu diff` counts these launches' differences apart.
            h100 += " unmodelled=" + ",".join(self.unmodelled)
        run = [f"// @run c entry={self.entry} grid={self.grid[0]},{self.grid[1]},{self.grid[2]}{h100}"]
        expects = []
        for k, a in enumerate(self.args):
            if a[0] == "scalar":
                d = 1 if a[1] == "i1" else 2 * (_STORAGE.get(a[1]) or 1)
                run.append(f"// @arg scalar {a[1]} {a[2]:0{d}x}")
                continue
            _, r, elem = a
            d = 24 if _STORAGE[elem] <= 2 else 16 if _STORAGE[elem] <= 4 else 8
            ins = _hex(elem, self.before[r])
            lines += _lines(f"@data c_in{k} {elem}", ins, d)
            run.append(f"// @arg buf {elem} c_in{k}")
            after = self._read(r)
            if after == self.before[r]:
                expects.append(f"// @expect arg {k} c_in{k} prov=interpreter")
                continue
            outs = _hex(elem, after)
            diffs = [f"{i}:{b}" for i, (a0, b) in enumerate(zip(ins, outs)) if a0 != b]
            # The outputs as changes to the inputs where that is shorter.
            if len(diffs) * 2 < len(outs):
                lines += _lines(f"@data c_out{k} {elem} from c_in{k}", diffs, 12)
            else:
                lines += _lines(f"@data c_out{k} {elem}", outs, d)
            expects.append(f"// @expect arg {k} c_out{k} prov=interpreter")
        body = "\n".join(lines + run + ["// @expect verdict ok prov=interpreter"] + expects)
        body += "\n" + text + ("" if text.endswith("\n") else "\n")
        try:
            os.makedirs(self.root, exist_ok=True)
            # A name of its own per writer (threads of one process launch at once, too).
            fd, tmp = tempfile.mkstemp(prefix=".capture-", suffix=".tmp", dir=self.root)
            with os.fdopen(fd, "w") as f:
                f.write(body)
            os.replace(tmp, path)
        except OSError as e:
            # The launch itself went fine: a case that cannot be written is only reported.
            return self._index({**entry, "status": "skipped", "reason": f"could not write the case: {e}"})
        self._index({**entry, "status": "captured", "bytes": len(body)})

    def _index(self, record):
        line = (json.dumps(record) + "\n").encode()
        try:
            os.makedirs(self.root, exist_ok=True)
            # One write of one line with O_APPEND: lines of concurrent writers do not interleave.
            fd = os.open(os.path.join(self.root, "index.jsonl"), os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o644)
            try:
                os.write(fd, line)
            finally:
                os.close(fd)
        except OSError as e:
            warnings.warn(f"tileref: cannot write the capture index in {self.root}: {e}")


def begin(option, module, entry, grid, regions, native_args, mma="exact", numerics="spec"):
    """A :class:`Pending` capture of this launch, or None when capture is off."""
    root = directory(option)
    if root is None:
        return None
    _max_bytes()  # a malformed limit is the caller's error, raised here
    try:
        p = Pending(root, module, entry, grid, regions, native_args)
        if mma != "exact" and p.reason is None and "mmaf" in _text(module):
            # Case files hold the default mode's results (which `gpu bundle` diffs against).
            p.reason = f"mmaf under mma={mma} (cases hold the default mode's results)"
        p.numerics = numerics
        return p
    except Exception as e:  # noqa: BLE001  (capturing must never stop a launch)
        warnings.warn(f"tileref: this launch was not captured: {e!r}")
        return None
