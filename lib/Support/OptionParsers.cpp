//===- OptionParsers.cpp - Typed command-line and pass options ------------===//
//
// See OptionParsers.h.
//
//===----------------------------------------------------------------------===//

#include "Warp/Support/OptionParsers.h"

using namespace mlir::warp;

bool ShapeParser::parse(llvm::cl::Option &o, llvm::StringRef,
                        llvm::StringRef arg, Shape3 &value) {
  if (std::optional<Shape3> s = parseShape(arg)) {
    value = *s;
    return false;
  }
  return o.error(std::string("needs ") + kShapeForm + ", got '" + arg.str() +
                 "'");
}

void ShapeParser::printOptionDiff(const llvm::cl::Option &o, const Shape3 &v,
                                  const llvm::cl::OptionValue<Shape3> &,
                                  size_t globalWidth) const {
  printOptionName(o, globalWidth);
  llvm::outs() << "= " << v << "\n";
}
