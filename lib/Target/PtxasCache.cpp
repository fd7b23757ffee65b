//===- PtxasCache.cpp - ptxas reports cached across runs ------------------===//
//
// See PtxasCache.h.
//
//===----------------------------------------------------------------------===//

#include "Target/PtxasCache.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/SHA256.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::warp;

std::string mlir::warp::ptxasCacheDirectory() {
  if (std::optional<std::string> dir =
          llvm::sys::Process::GetEnv("WARP_CACHE_DIR"))
    return *dir;
  llvm::SmallString<256> path;
  if (std::optional<std::string> xdg =
          llvm::sys::Process::GetEnv("XDG_CACHE_HOME");
      xdg && !xdg->empty()) {
    path = *xdg;
  } else if (std::optional<std::string> home =
                 llvm::sys::Process::GetEnv("HOME");
             home && !home->empty()) {
    path = *home;
    llvm::sys::path::append(path, ".cache");
  } else {
    return "";
  }
  llvm::sys::path::append(path, "warp");
  return std::string(path);
}

std::string mlir::warp::ptxasCacheKey(llvm::ArrayRef<llvm::StringRef> parts,
                                      llvm::ArrayRef<llvm::StringRef> tools) {
  llvm::SHA256 hash;
  auto add = [&](llvm::StringRef s) {
    // Length-prefixed, so that parts cannot run into each other.
    hash.update(std::to_string(s.size()) + ":");
    hash.update(s);
  };
  add("warp-ptxas-report-v1");
  for (llvm::StringRef p : parts)
    add(p);
  for (llvm::StringRef tool : tools) {
    add(tool);
    llvm::sys::fs::file_status st;
    if (!llvm::sys::fs::status(tool, st)) {
      add(std::to_string(st.getSize()));
      add(std::to_string(
          st.getLastModificationTime().time_since_epoch().count()));
    }
  }
  return llvm::toHex(hash.final(), /*LowerCase=*/true);
}

std::optional<std::string> mlir::warp::readCachedReport(llvm::StringRef dir,
                                                        llvm::StringRef key) {
  if (dir.empty())
    return std::nullopt;
  llvm::SmallString<256> path(dir);
  llvm::sys::path::append(path, "ptxas-" + key + ".txt");
  auto buf = llvm::MemoryBuffer::getFile(path);
  if (!buf)
    return std::nullopt;
  return (*buf)->getBuffer().str();
}

void mlir::warp::writeCachedReport(llvm::StringRef dir, llvm::StringRef key,
                                   llvm::StringRef report) {
  if (dir.empty() || llvm::sys::fs::create_directories(dir))
    return;
  llvm::SmallString<256> path(dir), temp;
  llvm::sys::path::append(path, "ptxas-" + key + ".txt");
  int fd;
  if (llvm::sys::fs::createUniqueFile(path + ".%%%%%%.tmp", fd, temp))
    return;
  {
    llvm::raw_fd_ostream os(fd, /*shouldClose=*/true);
    os << report;
    if (os.has_error()) {
      os.clear_error();
      llvm::sys::fs::remove(temp);
      return;
    }
  }
  if (llvm::sys::fs::rename(temp, path))
    llvm::sys::fs::remove(temp);
}
