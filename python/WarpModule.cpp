//===- WarpModule.cpp - The Python module warp_mlir -----------------------===//
//
// The extension `warp_mlir._warp_mlir`: Warp's C++ API (Warp/API/Warp.h) as
// plain Python values (tuples, lists, strings); warp_mlir/__init__.py turns
// them into the module's objects and its exception. The GIL is released
// while Warp runs.
//
//===----------------------------------------------------------------------===//

#include "Warp/API/Warp.h"

#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <tuple>

namespace py = pybind11;

namespace {

const char *severityName(warp::Diagnostic::Severity s) {
  switch (s) {
  case warp::Diagnostic::Severity::Error:
    return "error";
  case warp::Diagnostic::Severity::Warning:
    return "warning";
  case warp::Diagnostic::Severity::Remark:
    return "remark";
  case warp::Diagnostic::Severity::Note:
    return "note";
  }
  return "error";
}

/// (ok, [(severity, location, message)], report JSON, module text).
using RawResult =
    std::tuple<bool,
               std::vector<std::tuple<std::string, std::string, std::string>>,
               std::string, std::string>;

RawResult raw(const warp::Result &r) {
  std::vector<std::tuple<std::string, std::string, std::string>> diags;
  for (const warp::Diagnostic &d : r.diagnostics)
    diags.emplace_back(severityName(d.severity), d.location, d.message);
  return {r.ok, std::move(diags), r.report.json, r.module};
}

warp::Options optionsOf(const std::string &target,
                        const std::string &passOptions, unsigned threads,
                        bool remarks, const std::string &sourceName) {
  warp::Options o;
  o.target = target;
  o.passOptions = passOptions;
  o.threads = threads;
  o.remarks = remarks;
  o.sourceName = sourceName;
  return o;
}

template <warp::Result (*Call)(const std::string &, const warp::Options &)>
RawResult run(const std::string &text, const std::string &target,
              const std::string &passOptions, unsigned threads, bool remarks,
              const std::string &sourceName) {
  warp::Options o =
      optionsOf(target, passOptions, threads, remarks, sourceName);
  warp::Result r;
  {
    py::gil_scoped_release release;
    r = Call(text, o);
  }
  return raw(r);
}

RawResult project(const std::string &csv, const std::string &from,
                  const std::string &to, const std::string &kernelMlir) {
  warp::Result r;
  {
    py::gil_scoped_release release;
    r = warp::project(csv, from, to, kernelMlir);
  }
  return raw(r);
}

} // namespace

PYBIND11_MODULE(_warp_mlir, m) {
  m.doc() = "Warp's C++ API (use the package warp_mlir)";
  auto args = [] {
    return std::make_tuple(py::arg("text"), py::arg("target"),
                           py::arg("options"), py::arg("threads"),
                           py::arg("remarks"), py::arg("source_name"));
  };
  auto [a0, a1, a2, a3, a4, a5] = args();
  m.def("predict", &run<warp::predict>, a0, a1, a2, a3, a4, a5,
        "warp-opt --warp-cost-model on MLIR text");
  m.def("choose", &run<warp::choose>, a0, a1, a2, a3, a4, a5,
        "warp-opt --warp-choose-launch-configs on MLIR text");
  m.def("project", &project, py::arg("csv_path"), py::arg("source"),
        py::arg("target"), py::arg("kernel_mlir"),
        "warp-project on an Nsight Compute raw CSV export");
  m.def("version", &warp::version, "Warp's version and MLIR's");
}
