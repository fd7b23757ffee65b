//===- AtomicConflicts.cpp - Assumed conflicts of data-dependent atomics --===//
//
// See AtomicConflicts.h.
//
//===----------------------------------------------------------------------===//

#include "Warp/Analysis/Volumes/AtomicConflicts.h"

using namespace mlir;
using namespace mlir::warp;

std::string AtomicConflicts::str() const {
  switch (mode) {
  case Mode::uniform:
    return "uniform";
  case Mode::best:
    return "best";
  case Mode::worst:
    return "worst";
  case Mode::degree:
    return std::to_string(degree);
  }
  return "uniform";
}

std::string AtomicConflicts::describe() const {
  switch (mode) {
  case Mode::uniform:
    return "addresses uniformly random over the banks";
  case Mode::best:
    return "every lane on a bank of its own";
  case Mode::worst:
    return "every lane of a warp on one bank";
  case Mode::degree:
    return std::to_string(degree) + " lane" + (degree == 1 ? "" : "s") +
           " on each address";
  }
  return "";
}

std::optional<AtomicConflicts> AtomicConflicts::parse(llvm::StringRef text) {
  AtomicConflicts c;
  if (text == "uniform")
    return c;
  if (text == "best") {
    c.mode = Mode::best;
    return c;
  }
  if (text == "worst") {
    c.mode = Mode::worst;
    return c;
  }
  int64_t n;
  if (text.getAsInteger(10, n) || n < 1 || n > 32)
    return std::nullopt;
  c.mode = Mode::degree;
  c.degree = n;
  return c;
}
