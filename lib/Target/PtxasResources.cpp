//===- PtxasResources.cpp - Registers and shared memory from ptxas --------===//

#include "Target/PtxasResources.h"

#include "Target/PtxasCache.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/raw_ostream.h"

#include <optional>

using namespace mlir;
using namespace mlir::warp;

std::string mlir::warp::findTool(llvm::StringRef preferred,
                                 llvm::StringRef name,
                                 llvm::ArrayRef<llvm::StringRef> fallbackDirs) {
  if (!preferred.empty())
    return llvm::sys::fs::can_execute(preferred) ? preferred.str()
                                                 : std::string();
  if (auto p = llvm::sys::findProgramByName(name))
    return *p;
  if (auto p = llvm::sys::findProgramByName(name, fallbackDirs))
    return *p;
  return std::string();
}

std::string mlir::warp::findMlirOpt(llvm::StringRef preferred) {
  return findTool(preferred, "mlir-opt", {WARP_MLIR_TOOLS_DIR});
}

std::string mlir::warp::findPtxas(llvm::StringRef preferred) {
  return findTool(preferred, "ptxas", {WARP_CUDA_BIN_DIR});
}

std::string mlir::warp::unescapeMlirString(llvm::StringRef s) {
  std::string out;
  out.reserve(s.size());
  for (size_t i = 0; i < s.size(); ++i) {
    char c = s[i];
    if (c != '\\' || i + 1 >= s.size()) {
      out += c;
      continue;
    }
    char n = s[i + 1];
    if (n == '\\' || n == '"') {
      out += n;
      ++i;
    } else if (n == 'n') {
      out += '\n';
      ++i;
    } else if (n == 't') {
      out += '\t';
      ++i;
    } else if (i + 2 < s.size() && llvm::isHexDigit(n) &&
               llvm::isHexDigit(s[i + 2])) {
      out += static_cast<char>(llvm::hexFromNibbles(n, s[i + 2]));
      i += 2;
    } else {
      out += c;
    }
  }
  return out;
}

llvm::StringMap<KernelResources>
mlir::warp::parsePtxasVerbose(llvm::StringRef text) {
  llvm::StringMap<KernelResources> result;
  std::string current;
  llvm::SmallVector<llvm::StringRef> lines;
  text.split(lines, '\n');
  for (llvm::StringRef line : lines) {
    size_t pos = line.find("Compiling entry function '");
    if (pos != llvm::StringRef::npos) {
      llvm::StringRef rest = line.drop_front(pos + 26);
      current = rest.take_until([](char c) { return c == '\''; }).str();
      result[current];
      continue;
    }
    if (current.empty())
      continue;
    auto number = [&](llvm::StringRef before) -> std::optional<int64_t> {
      size_t p = line.find(before);
      if (p == llvm::StringRef::npos)
        return std::nullopt;
      llvm::StringRef head = line.take_front(p).rtrim();
      size_t space = head.find_last_of(" ,:");
      llvm::StringRef digits =
          space == llvm::StringRef::npos ? head : head.drop_front(space + 1);
      int64_t v;
      if (digits.getAsInteger(10, v))
        return std::nullopt;
      return v;
    };
    if (auto r = number(" registers"))
      result[current].registers = *r;
    if (auto s = number(" bytes smem"))
      result[current].staticSharedBytes = *s;
    if (auto s = number(" bytes spill stores"))
      result[current].spillBytes = *s;
  }
  return result;
}

namespace {
llvm::Error fail(const llvm::Twine &msg) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), msg);
}

/// A temporary file removed when this object goes away.
struct TempFile {
  llvm::SmallString<128> path;
  explicit TempFile(llvm::StringRef suffix) {
    llvm::sys::fs::createTemporaryFile("warp", suffix, path);
  }
  ~TempFile() { llvm::sys::fs::remove(path); }
};
} // namespace

llvm::Expected<llvm::StringMap<KernelResources>>
mlir::warp::compileWithPtxas(gpu::GPUModuleOp module, int64_t cc,
                             const std::string &mlirOpt,
                             const std::string &ptxas, bool useCache) {
  if (mlirOpt.empty())
    return fail("mlir-opt not found");
  if (ptxas.empty())
    return fail("ptxas not found");
  std::string chip = "sm_" + std::to_string(cc);
  std::string pipeline =
      "--pass-pipeline=builtin.module(nvvm-attach-target{chip=" + chip +
      "},gpu.module(convert-scf-to-cf,convert-gpu-to-nvvm{use-bare-ptr-"
      "memref-call-conv=1},reconcile-unrealized-casts),gpu-module-to-binary{"
      "format=isa})";
  std::string source;
  {
    llvm::raw_string_ostream os(source);
    os << "module attributes {gpu.container_module} {\n";
    module->print(os, OpPrintingFlags().printGenericOpForm(false));
    os << "\n}\n";
  }
  // A report of the same module, tools and chip from an earlier run.
  std::string cacheDir = useCache ? ptxasCacheDirectory() : "";
  std::string key = cacheDir.empty() ? ""
                                     : ptxasCacheKey({source, chip, pipeline},
                                                     {mlirOpt, ptxas});
  if (std::optional<std::string> cached = readCachedReport(cacheDir, key))
    return parsePtxasVerbose(*cached);
  TempFile input(".mlir"), lowered(".mlir"), ptx(".ptx"), log(".txt"),
      errors(".txt");
  {
    std::error_code ec;
    llvm::raw_fd_ostream os(input.path, ec);
    if (ec)
      return fail("cannot write a temporary file: " + ec.message());
    os << source;
  }
  llvm::StringRef optArgs[] = {mlirOpt, input.path, pipeline, "-o",
                               lowered.path};
  std::optional<llvm::StringRef> redirect[] = {std::nullopt, std::nullopt,
                                               llvm::StringRef(errors.path)};
  std::string errMsg;
  if (llvm::sys::ExecuteAndWait(mlirOpt, optArgs, std::nullopt, redirect, 120,
                                0, &errMsg) != 0)
    return fail("lowering to PTX with mlir-opt failed" +
                (errMsg.empty() ? std::string() : ": " + errMsg));
  auto text = llvm::MemoryBuffer::getFile(lowered.path);
  if (!text)
    return fail("mlir-opt wrote no output");
  llvm::StringRef buf = (*text)->getBuffer();
  size_t start = buf.find("assembly = \"");
  if (start == llvm::StringRef::npos)
    return fail("no PTX assembly in mlir-opt's output");
  start += 12;
  size_t end = start;
  while (end < buf.size() && !(buf[end] == '"' && buf[end - 1] != '\\'))
    ++end;
  {
    std::error_code ec;
    llvm::raw_fd_ostream os(ptx.path, ec);
    if (ec)
      return fail("cannot write a temporary file: " + ec.message());
    os << unescapeMlirString(buf.slice(start, end));
  }
  std::string archArg = "-arch=" + chip;
  llvm::StringRef ptxasArgs[] = {ptxas,    archArg, "-v",
                                 ptx.path, "-o",    "/dev/null"};
  std::optional<llvm::StringRef> toLog[] = {
      std::nullopt, llvm::StringRef(log.path), llvm::StringRef(log.path)};
  if (llvm::sys::ExecuteAndWait(ptxas, ptxasArgs, std::nullopt, toLog, 120, 0,
                                &errMsg) != 0)
    return fail("ptxas failed" +
                (errMsg.empty() ? std::string() : ": " + errMsg));
  auto out = llvm::MemoryBuffer::getFile(log.path);
  if (!out)
    return fail("ptxas wrote no report");
  writeCachedReport(cacheDir, key, (*out)->getBuffer());
  return parsePtxasVerbose((*out)->getBuffer());
}
