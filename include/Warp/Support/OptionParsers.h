//===- OptionParsers.h - Typed command-line and pass options ----*- C++ -*-===//
//
// llvm::cl parsers for the typed values of Warp's options, so that pass
// options (Passes.td), warp-rank's flags and the transform op read the same
// types through one parser each, and a bad value gets a message that names
// what is accepted ("must be time or dram, got 'speed'") instead of a
// string checked by hand later.
//
// ChoiceParser<T> reads an enum from the names a `ChoiceNames<T>`
// specialization lists; WARP_CHOICE_OPTION(T) makes it T's llvm::cl parser.
//
//===----------------------------------------------------------------------===//

#ifndef WARP_SUPPORT_OPTIONPARSERS_H
#define WARP_SUPPORT_OPTIONPARSERS_H

#include "Warp/Support/Shape.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/CommandLine.h"

#include <string>
#include <utility>

namespace mlir::warp {

/// The names of the values of an enum option, specialised per type:
///   static llvm::ArrayRef<std::pair<T, const char *>> get();
template <typename T> struct ChoiceNames;

/// The name of `v` (the first listed for it).
template <typename T> llvm::StringRef choiceName(T v) {
  for (const auto &[value, name] : ChoiceNames<T>::get())
    if (value == v)
      return name;
  return "";
}

/// "a, b or c".
template <typename T> std::string choiceList() {
  std::string s;
  auto names = ChoiceNames<T>::get();
  for (size_t i = 0; i < names.size(); ++i)
    s += (i ? (i + 1 == names.size() ? " or " : ", ") : "") +
         std::string(names[i].second);
  return s;
}

/// Parses an enum from its names.
template <typename T> class ChoiceParser : public llvm::cl::basic_parser<T> {
public:
  using llvm::cl::basic_parser<T>::basic_parser;
  bool parse(llvm::cl::Option &o, llvm::StringRef, llvm::StringRef arg,
             T &value) {
    for (const auto &[v, name] : ChoiceNames<T>::get())
      if (arg == name) {
        value = v;
        return false;
      }
    return o.error("must be " + choiceList<T>() + ", got '" + arg + "'");
  }
  llvm::StringRef getValueName() const override { return "value"; }
  static void print(llvm::raw_ostream &os, const T &v) { os << choiceName(v); }
  void printOptionDiff(const llvm::cl::Option &o, T v,
                       const llvm::cl::OptionValue<T> &,
                       size_t globalWidth) const {
    this->printOptionName(o, globalWidth);
    llvm::outs() << "= " << choiceName(v) << "\n";
  }
};

/// Parses a block shape ("32x4x2").
class ShapeParser : public llvm::cl::basic_parser<Shape3> {
public:
  using basic_parser::basic_parser;
  bool parse(llvm::cl::Option &o, llvm::StringRef, llvm::StringRef arg,
             Shape3 &value);
  llvm::StringRef getValueName() const override { return "XxYxZ"; }
  static void print(llvm::raw_ostream &os, const Shape3 &v) { os << v; }
  void printOptionDiff(const llvm::cl::Option &o, const Shape3 &v,
                       const llvm::cl::OptionValue<Shape3> &,
                       size_t globalWidth) const;
};

template <> struct ChoiceNames<GpuDim> {
  static llvm::ArrayRef<std::pair<GpuDim, const char *>> get() {
    static const std::pair<GpuDim, const char *> names[] = {
        {GpuDim::x, "x"}, {GpuDim::y, "y"}, {GpuDim::z, "z"}};
    return names;
  }
};

} // namespace mlir::warp

/// Makes ChoiceParser<T> the llvm::cl parser of the enum T (at global
/// scope).
#define WARP_CHOICE_OPTION(T)                                                  \
  template <>                                                                  \
  class llvm::cl::parser<T> : public ::mlir::warp::ChoiceParser<T> {           \
  public:                                                                      \
    using ::mlir::warp::ChoiceParser<T>::ChoiceParser;                         \
  };

template <>
class llvm::cl::parser<mlir::warp::Shape3> : public mlir::warp::ShapeParser {
public:
  using ShapeParser::ShapeParser;
};

WARP_CHOICE_OPTION(mlir::warp::GpuDim)

#endif // WARP_SUPPORT_OPTIONPARSERS_H
