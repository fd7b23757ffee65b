//===- Warp.cpp - Warp's public C++ API -----------------------------------===//
//
// See Warp/API/Warp.h. A call is one run of the pass warp-opt runs, on a
// pass manager of its own: its options are parsed by the pass (so a bad
// option gets the same located message), its diagnostics are collected
// instead of printed, and its report comes back through a ReportSink and is
// read into values by ReportValues.h.
//
//===----------------------------------------------------------------------===//

#include "Warp/API/Warp.h"

#include "API/ReportValues.h"

#include "Warp/InitAllDialects.h"
#include "Warp/Report/NcuProjection.h"
#include "Warp/Target/TargetRegistry.h"
#include "Warp/Transforms/ReportSink.h"
#include "Warp/Version.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/ThreadPool.h"
#include "llvm/Support/Threading.h"
#include "llvm/Support/raw_ostream.h"

#include <memory>
#include <optional>

#include <unistd.h>

using namespace mlir;

namespace {

/// "file:line:column" of the first file location in `loc`, or "".
std::string locationText(Location loc) {
  std::string text;
  loc->walk([&](Location l) {
    if (auto f = dyn_cast<FileLineColLoc>(l)) {
      text = llvm::formatv("{0}:{1}:{2}", f.getFilename().getValue(),
                           f.getLine(), f.getColumn());
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  return text;
}

::warp::Diagnostic::Severity severityOf(DiagnosticSeverity s) {
  switch (s) {
  case DiagnosticSeverity::Error:
    return ::warp::Diagnostic::Severity::Error;
  case DiagnosticSeverity::Warning:
    return ::warp::Diagnostic::Severity::Warning;
  case DiagnosticSeverity::Remark:
    return ::warp::Diagnostic::Severity::Remark;
  case DiagnosticSeverity::Note:
    return ::warp::Diagnostic::Severity::Note;
  }
  return ::warp::Diagnostic::Severity::Error;
}

/// Collects the context's diagnostics (and their notes) into `result`
/// while it lives; remarks only if asked for.
class DiagnosticCollector {
public:
  DiagnosticCollector(MLIRContext &context, ::warp::Result &result,
                      bool remarks)
      : handler(&context, [&result, remarks](mlir::Diagnostic &d) {
          if (d.getSeverity() == DiagnosticSeverity::Remark && !remarks)
            return success();
          add(result, severityOf(d.getSeverity()), d.getLocation(), d.str());
          for (mlir::Diagnostic &note : d.getNotes())
            add(result, ::warp::Diagnostic::Severity::Note, note.getLocation(),
                note.str());
          return success();
        }) {}

  static void add(::warp::Result &result, ::warp::Diagnostic::Severity severity,
                  Location loc, std::string message) {
    result.diagnostics.push_back(
        {severity, locationText(loc), std::move(message)});
  }

private:
  ScopedDiagnosticHandler handler;
};

bool hasErrors(const ::warp::Result &result) {
  return llvm::any_of(result.diagnostics, [](const ::warp::Diagnostic &d) {
    return d.severity == ::warp::Diagnostic::Severity::Error;
  });
}

/// The option string of a call: the target, the caller's options, and no
/// remarks unless asked for.
std::string passOptionsOf(const ::warp::Options &options) {
  std::string text = options.passOptions;
  if (!llvm::StringRef(" " + text).contains(" target="))
    text = "target=" + options.target + " " + text;
  if (!options.remarks && !llvm::StringRef(" " + text).contains(" remarks="))
    text += " remarks=false";
  return text;
}

/// Runs `fn` with the process's standard error going to a temporary file,
/// and returns what was written there: MLIR's option parser prints the
/// reason an option is bad to llvm::errs() and hands the pass an empty
/// message, and an API call returns its diagnostics instead of printing.
std::string captureStderr(llvm::function_ref<void()> fn) {
  int fd = -1;
  llvm::SmallString<128> path;
  if (llvm::sys::fs::createTemporaryFile("warp-options", "txt", fd, path)) {
    fn();
    return "";
  }
  llvm::errs().flush();
  int saved = ::dup(2);
  ::dup2(fd, 2);
  fn();
  llvm::errs().flush();
  ::dup2(saved, 2);
  ::close(saved);
  ::close(fd);
  std::string text;
  if (auto buffer = llvm::MemoryBuffer::getFile(path))
    text = (*buffer)->getBuffer().trim().str();
  llvm::sys::fs::remove(path);
  return text;
}

/// Runs the choose (`apply` false) or cost-model pass on `module`.
::warp::Result runDecidingPass(ModuleOp module, bool apply,
                               const ::warp::Options &options) {
  ::warp::Result result;
  MLIRContext &context = *module.getContext();
  DiagnosticCollector collector(context, result, options.remarks);
  std::optional<llvm::json::Object> report;
  mlir::warp::ReportSink sink = [&](const llvm::json::Object &root) {
    report = root;
  };
  std::unique_ptr<Pass> pass =
      apply ? mlir::warp::createWarpCostModelWithSink(sink)
            : mlir::warp::createWarpChooseLaunchConfigsWithSink(sink);
  std::string optionText = passOptionsOf(options);
  std::string why;
  LogicalResult parsed = success();
  std::string printed = captureStderr([&] {
    parsed = pass->initializeOptions(optionText, [&](const llvm::Twine &msg) {
      why = msg.str();
      return failure();
    });
  });
  if (failed(parsed)) {
    std::string message = "options \"" + optionText + "\": ";
    // The parser prefixes the (here empty) program name: ": for the ...".
    llvm::StringRef reason = printed.empty() ? why : printed;
    message += reason.ltrim(": ").str();
    DiagnosticCollector::add(result, ::warp::Diagnostic::Severity::Error,
                             module.getLoc(), message);
  }
  if (failed(parsed))
    return result;
  PassManager pm(&context, ModuleOp::getOperationName());
  pm.addPass(std::move(pass));
  LogicalResult ran = pm.run(module);
  if (report)
    result.report = ::warp::api::reportValues(*report);
  result.ok = succeeded(ran) && !hasErrors(result);
  return result;
}

/// A context for one text call: Warp's dialects, and a thread pool of
/// `threads` (1: none).
struct CallContext {
  explicit CallContext(unsigned threads) {
    DialectRegistry registry;
    ::warp::registerDialects(registry);
    context = std::make_unique<MLIRContext>(registry,
                                            MLIRContext::Threading::DISABLED);
    if (threads != 1) {
      pool = std::make_unique<llvm::DefaultThreadPool>(
          llvm::hardware_concurrency(threads));
      context->setThreadPool(*pool);
    }
    context->loadAllAvailableDialects();
  }
  ~CallContext() { context.reset(); }
  std::unique_ptr<llvm::DefaultThreadPool> pool;
  std::unique_ptr<MLIRContext> context;
};

::warp::Result runOnText(const std::string &text, bool apply,
                         const ::warp::Options &options) {
  CallContext call(options.threads);
  ::warp::Result result;
  OwningOpRef<ModuleOp> module;
  {
    DiagnosticCollector collector(*call.context, result, true);
    ParserConfig config(call.context.get());
    module = parseSourceString<ModuleOp>(text, config, options.sourceName);
  }
  if (!module)
    return result;
  ::warp::Result ran = runDecidingPass(*module, apply, options);
  llvm::raw_string_ostream os(ran.module);
  module->print(os);
  return ran;
}

} // namespace

namespace warp {

std::string Result::errors() const {
  std::string text;
  for (const Diagnostic &d : diagnostics)
    if (d.severity == Diagnostic::Severity::Error)
      text += (d.location.empty() ? "" : d.location + ": ") + d.message + "\n";
  return text;
}

Result predict(const std::string &mlirText, const Options &options) {
  return runOnText(mlirText, /*apply=*/true, options);
}

Result choose(const std::string &mlirText, const Options &options) {
  return runOnText(mlirText, /*apply=*/false, options);
}

Result predict(ModuleOp module, const Options &options) {
  return runDecidingPass(module, /*apply=*/true, options);
}

Result choose(ModuleOp module, const Options &options) {
  return runDecidingPass(module, /*apply=*/false, options);
}

void registerDialects(DialectRegistry &registry) {
  mlir::warp::registerAllDialects(registry);
}

Result project(const std::string &csvPath, const std::string &from,
               const std::string &to, const std::string &kernelMlir) {
  Result result;
  auto error = [&](llvm::Error e) {
    result.diagnostics.push_back(
        {Diagnostic::Severity::Error, "", llvm::toString(std::move(e))});
    return result;
  };
  llvm::Expected<const mlir::warp::HardwareTarget &> a =
      mlir::warp::lookupTarget(from);
  if (!a)
    return error(a.takeError());
  llvm::Expected<const mlir::warp::HardwareTarget &> b =
      mlir::warp::lookupTarget(to);
  if (!b)
    return error(b.takeError());
  CallContext call(1);
  llvm::Expected<mlir::warp::ExportProjection> r = mlir::warp::projectNcuExport(
      csvPath, *a, *b, kernelMlir, *call.context, [&](const llvm::Twine &msg) {
        result.diagnostics.push_back(
            {Diagnostic::Severity::Warning, "", msg.str()});
      });
  if (!r)
    return error(r.takeError());
  result.report.json =
      llvm::formatv("{0:2}", llvm::json::Value(std::move(r->launches)));
  result.report.warpVersion = WARP_VERSION;
  result.report.mlirVersion = WARP_MLIR_VERSION;
  result.ok = true;
  return result;
}

std::string version() { return mlir::warp::versionLine(); }

} // namespace warp
