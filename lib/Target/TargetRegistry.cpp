//===- TargetRegistry.cpp - The hardware targets a tool knows -------------===//
//
// See TargetRegistry.h.
//
//===----------------------------------------------------------------------===//

#include "Warp/Target/TargetRegistry.h"

#include "llvm/ADT/StringMap.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"

#include <memory>
#include <mutex>

using namespace mlir;
using namespace mlir::warp;

namespace {
struct BuiltinTarget {
  const char *name;
  const char *yaml;
};
const BuiltinTarget kBuiltinTargets[] = {
#include "BuiltinTargets.inc"
};

/// Targets read so far, by the name or path they were asked for.
struct Registry {
  std::mutex mutex;
  llvm::StringMap<std::unique_ptr<HardwareTarget>> targets;
};

Registry &registry() {
  static Registry r;
  return r;
}

llvm::Expected<HardwareTarget> read(llvm::StringRef nameOrPath) {
  if (nameOrPath.empty())
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   "no hardware target given");
  if (nameOrPath.contains('/') || nameOrPath.ends_with(".yaml") ||
      llvm::sys::fs::is_regular_file(nameOrPath))
    return HardwareTarget::loadFile(nameOrPath);
  std::string tried;
  if (std::optional<std::string> dir =
          llvm::sys::Process::GetEnv("WARP_HWTARGETS_DIR")) {
    llvm::SmallString<256> path(*dir);
    llvm::sys::path::append(path, nameOrPath + ".yaml");
    if (llvm::sys::fs::exists(path))
      return HardwareTarget::loadFile(path);
    tried = std::string(path) + ", ";
  }
  llvm::StringRef text = builtinTargetText(nameOrPath);
  if (!text.empty())
    return HardwareTarget::parse(text,
                                 ("<built-in>/" + nameOrPath + ".yaml").str());
  std::string names;
  for (const std::string &n : builtinTargetNames())
    names += (names.empty() ? "" : ", ") + n;
  return llvm::createStringError(
      llvm::inconvertibleErrorCode(),
      "unknown hardware target '%s' (looked for %sthe built-in targets %s); "
      "give one of those names or the path of a target file",
      nameOrPath.str().c_str(), tried.c_str(), names.c_str());
}
} // namespace

llvm::Expected<const HardwareTarget &>
mlir::warp::lookupTarget(llvm::StringRef nameOrPath) {
  Registry &r = registry();
  std::lock_guard<std::mutex> lock(r.mutex);
  auto it = r.targets.find(nameOrPath);
  if (it != r.targets.end())
    return *it->second;
  llvm::Expected<HardwareTarget> t = read(nameOrPath);
  if (!t)
    return t.takeError();
  auto &slot = r.targets[nameOrPath];
  slot = std::make_unique<HardwareTarget>(std::move(*t));
  return *slot;
}

std::vector<std::string> mlir::warp::builtinTargetNames() {
  std::vector<std::string> names;
  for (const BuiltinTarget &t : kBuiltinTargets)
    names.push_back(t.name);
  return names;
}

llvm::StringRef mlir::warp::builtinTargetText(llvm::StringRef name) {
  for (const BuiltinTarget &t : kBuiltinTargets)
    if (name == t.name)
      return t.yaml;
  return "";
}
