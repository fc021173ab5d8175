"""What a run reports, and the exceptions that carry it."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional

_LABELS = {
    "ub": "undefined behaviour",
    "race": "data race",
    "limit": "stopped",
    "error": "error",
    "assert": "assertion failed",
    "warning": "warning",
    "ub-warning": "warning",
    "numerics": "note",
}


@dataclass
class Diagnostic:
    """One finding of a run: undefined behaviour, a race, a failed assert, a limit, an error
    (deadlock, unsupported op), with ``strict=True`` unspecified behaviour (a warning), or with
    ``ub="warn"`` undefined behaviour the run continued past (a ``ub-warning``), or with
    ``numerics="h100"`` which model an op's result followed (``numerics``, a note)."""

    category: str
    """``ub``, ``race``, ``assert``, ``limit``, ``error``, ``warning``, ``ub-warning`` or
    ``numerics``."""
    kind: str
    """Short machine-readable kind, e.g. ``out-of-bounds``, ``division-by-zero``."""
    message: str
    op: Optional[str] = None
    """The Tile IR op, e.g. ``store_view_tko``."""
    location: Optional[str] = None
    """``file:line:col``: the Python source line for cuTile kernels (from the debug info)."""
    file: Optional[str] = None
    line: Optional[int] = None
    col: Optional[int] = None
    block: Optional[tuple] = None
    """The tile block ``(x, y, z)``."""
    element: Optional[list] = None
    """Index of the faulting element within the op's tile."""
    address: Optional[int] = None
    count: int = 1
    """How many times the same finding happened."""
    other: Optional["Diagnostic"] = None
    """For races: the other access."""
    text: str = ""

    @classmethod
    def _from(cls, d: dict) -> "Diagnostic":
        other = d.get("other")
        return cls(category=d["category"], kind=d["kind"], message=d["message"], op=d.get("op"),
                   location=d.get("location"), file=d.get("file"), line=d.get("line"),
                   col=d.get("col"), block=d.get("block"), element=d.get("element"),
                   address=d.get("address"), count=d.get("count", 1),
                   other=cls._from(other) if other else None, text=d.get("text", d["message"]))

    def __str__(self) -> str:
        at = f"{self.location}: " if self.location else ""
        times = f" ({self.count} times)" if self.count > 1 else ""
        label = _LABELS.get(self.category, self.category)
        text = self.text if self.text.startswith(label) else f"{label}: {self.text}"
        s = f"{at}{text}{times}"
        if self.other is not None:
            o = self.other
            s += f"\n  other access: {o.location + ': ' if o.location else ''}{o.text}"
        return s


@dataclass
class LaunchReport:
    """The verdict of a run: ``status`` is ``ok``, ``ub``, ``race``, ``limit`` or ``error``
    (a failed assert, a deadlock, an unsupported op)."""

    status: str
    diagnostics: list = field(default_factory=list)
    prints: str = ""
    """What ``print_tko`` (``ct.printf``) printed; also written to ``sys.stdout``."""

    @property
    def ok(self) -> bool:
        return self.status == "ok"

    def __str__(self) -> str:
        lines = [f"status: {self.status}"] + [str(d) for d in self.diagnostics]
        return "\n".join(lines)


class KernelError(Exception):
    """A run that did not finish cleanly. ``report`` is the whole :class:`LaunchReport`;
    ``diagnostic`` the finding this exception is about, whose fields are also attributes
    (``op``, ``location``, ``line``, ``block``, ``element``, ``other``...)."""

    def __init__(self, report: LaunchReport, diagnostic: Optional[Diagnostic]):
        self.report = report
        self.diagnostic = diagnostic
        more = len(report.diagnostics) - 1
        text = str(diagnostic) if diagnostic is not None else f"status {report.status}"
        if more > 0:
            text += f"\n({more} more diagnostic{'s' if more > 1 else ''} in .report)"
        super().__init__(text)

    def __getattr__(self, name):
        # Only called for attributes not found normally: forward to the diagnostic.
        d = self.__dict__.get("diagnostic")
        if d is not None and name in Diagnostic.__dataclass_fields__:
            return getattr(d, name)
        raise AttributeError(name)


class UndefinedBehavior(KernelError):
    """The kernel has undefined behaviour (out-of-bounds access, division by zero, ...)."""


class DataRace(KernelError):
    """Two tile blocks access the same memory without ordering, at least one writing."""


class AssertionFailed(KernelError):
    """An ``assert`` in the kernel failed."""


class LimitExceeded(KernelError):
    """The run was stopped by ``max_steps`` or ``timeout`` before it finished."""


class StrictWarning(UserWarning):
    """With ``strict=True``: the results depended on behaviour the spec leaves unspecified."""


class UndefinedBehaviorWarning(UserWarning):
    """With ``ub="warn"``: undefined behaviour the run continued past, doing what the GPU does
    (a view tile outside the index space reads the padding value or is dropped; pointer
    elements outside every allocation read 0 or are dropped). One per site, with a count."""


def exception_for(report: LaunchReport) -> KernelError:
    """The exception a run with this (non-ok) report raises."""
    def first(cat):
        return next((d for d in report.diagnostics if d.category == cat), None)

    if report.status == "race":
        return DataRace(report, first("race"))
    if report.status == "ub":
        return UndefinedBehavior(report, first("ub"))
    if report.status == "limit":
        return LimitExceeded(report, first("limit"))
    err = first("error")
    if err is not None:
        return KernelError(report, err)
    return AssertionFailed(report, first("assert"))
