"""warp_mlir: Warp, the analytical performance model for MLIR GPU kernels.

Warp's C++ API (docs/api.md) from Python, in process:

    import warp_mlir
    r = warp_mlir.predict(open("kernels.mlir").read(), target="h100")
    for launch in r.launches:
        print(launch["kernel"], launch["time_us"], launch["limiter"])

* predict(mlir_text, target="h100", options="", ...): what
  `warp-opt --warp-cost-model` does: every launch predicted; loop nests,
  contractions and reductions lowered to the gpu.launch Warp picks (the new
  module is `Result.module`).
* choose(...): what `--warp-choose-launch-configs` does: the decisions and
  their rankings, annotated on the ops (nothing lowered).
* rank(...): the ranked candidates of every decision, best first.
* project(csv_path, source, target, kernel_mlir=None): what `warp-project
  --json` prints, the launches of an Nsight Compute export projected from
  one GPU to another.

The report is the JSON of docs/report.md as Python objects. A bad input or
option raises WarpError, whose `diagnostics` are Warp's located messages.
"""

import json
from dataclasses import dataclass, field
from typing import List, Optional

from . import _warp_mlir

__all__ = ["Diagnostic", "Result", "WarpError", "predict", "choose", "rank",
           "project", "version"]


@dataclass(frozen=True)
class Diagnostic:
    """One located message: severity is error, warning, remark or note."""
    severity: str
    location: str
    message: str

    def __str__(self):
        where = f"{self.location}: " if self.location else ""
        return f"{where}{self.severity}: {self.message}"


class WarpError(Exception):
    """Warp reported an error; `diagnostics` has every message it emitted."""

    def __init__(self, diagnostics: List[Diagnostic]):
        self.diagnostics = diagnostics
        errors = [str(d) for d in diagnostics if d.severity == "error"]
        super().__init__("\n".join(errors) or "Warp failed")


@dataclass
class Result:
    """What a call returns: the report (docs/report.md), the module after
    the call as MLIR text, and the diagnostics (remarks say why)."""
    report: dict
    module: str = ""
    diagnostics: List[Diagnostic] = field(default_factory=list)

    @property
    def launches(self) -> list:
        """The report's predicted launches."""
        return self.report.get("launches", [])

    @property
    def decisions(self) -> list:
        """Every decision (loop nest, contraction, reduction), with a `kind`
        key added."""
        out = []
        for key, kind in (("loop_nests", "loop_nest"),
                          ("contractions", "contraction"),
                          ("reductions", "reduction")):
            for entry in self.report.get(key, []):
                out.append(dict(entry, kind=kind))
        return out

    @property
    def remarks(self) -> List[Diagnostic]:
        return [d for d in self.diagnostics if d.severity == "remark"]


def _result(raw, json_is_list=False) -> Result:
    ok, diags, report, module = raw
    diagnostics = [Diagnostic(*d) for d in diags]
    if not ok:
        raise WarpError(diagnostics)
    parsed = json.loads(report) if report else ({} if not json_is_list else [])
    if json_is_list:
        parsed = {"launches": parsed}
    return Result(parsed, module, diagnostics)


def _call(fn, mlir_text, target, options, threads, remarks, source_name):
    if not isinstance(mlir_text, str):
        raise TypeError("mlir_text must be a str of MLIR")
    if threads < 0:
        raise ValueError("threads must be 0 (all) or more")
    return _result(fn(mlir_text, target, options, threads, remarks,
                      source_name))


def predict(mlir_text: str, target: str = "h100", options: str = "",
            threads: int = 1, remarks: bool = True,
            source_name: str = "<string>") -> Result:
    """`warp-opt --warp-cost-model="target=... <options>"` on mlir_text."""
    return _call(_warp_mlir.predict, mlir_text, target, options, threads,
                 remarks, source_name)


def choose(mlir_text: str, target: str = "h100", options: str = "",
           threads: int = 1, remarks: bool = True,
           source_name: str = "<string>") -> Result:
    """`warp-opt --warp-choose-launch-configs` on mlir_text."""
    return _call(_warp_mlir.choose, mlir_text, target, options, threads,
                 remarks, source_name)


def rank(mlir_text: str, target: str = "h100", options: str = "",
         threads: int = 1, source_name: str = "<string>") -> list:
    """The ranking of every decision of mlir_text: a list of (decision,
    [candidates best first]), each a dict of the report."""
    r = choose(mlir_text, target, options, threads, False, source_name)
    return [(d, d.get("ranking", [])) for d in r.decisions]


def project(csv_path: str, source: str, target: str,
            kernel_mlir: Optional[str] = None) -> Result:
    """`warp-project --from source --to target csv_path --json`; the
    projected launches are `Result.launches`."""
    return _result(_warp_mlir.project(csv_path, source, target,
                                      kernel_mlir or ""), json_is_list=True)


def version() -> str:
    """Warp's version and the MLIR it was built with."""
    return _warp_mlir.version()
