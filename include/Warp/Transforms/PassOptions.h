//===- PassOptions.h - The typed values of Warp's pass options --*- C++ -*-===//
//
// The enums and value types that Passes.td's options are declared with, and
// their llvm::cl parsers (Warp/Support/OptionParsers.h): a bad value is
// refused when the options are parsed, with a message that lists what is
// accepted, and --help lists the values.
//
//===----------------------------------------------------------------------===//

#ifndef WARP_TRANSFORMS_PASSOPTIONS_H
#define WARP_TRANSFORMS_PASSOPTIONS_H

#include "Warp/Analysis/Prediction.h"
#include "Warp/Analysis/Volumes/AtomicConflicts.h"
#include "Warp/Search/CandidateSpace.h"
#include "Warp/Support/OptionParsers.h"

namespace mlir::warp {

/// Where the registers per thread of a kernel come from.
enum class RegisterSource : uint8_t {
  /// ptxas when it works, else an estimate (32).
  automatic,
  /// ptxas; an error if it gives none.
  ptxas,
  /// 32 per thread, said in the report.
  estimate,
};

template <> struct ChoiceNames<RegisterSource> {
  static llvm::ArrayRef<std::pair<RegisterSource, const char *>> get() {
    static const std::pair<RegisterSource, const char *> names[] = {
        {RegisterSource::automatic, "auto"},
        {RegisterSource::ptxas, "ptxas"},
        {RegisterSource::estimate, "estimate"}};
    return names;
  }
};
template <> struct ChoiceNames<RankObjective> {
  static llvm::ArrayRef<std::pair<RankObjective, const char *>> get() {
    static const std::pair<RankObjective, const char *> names[] = {
        {RankObjective::time, "time"}, {RankObjective::dram, "dram"}};
    return names;
  }
};
template <> struct ChoiceNames<SearchMode> {
  static llvm::ArrayRef<std::pair<SearchMode, const char *>> get() {
    static const std::pair<SearchMode, const char *> names[] = {
        {SearchMode::automatic, "auto"},
        {SearchMode::exhaustive, "exhaustive"},
        {SearchMode::staged, "staged"}};
    return names;
  }
};
template <> struct ChoiceNames<DimOrders> {
  static llvm::ArrayRef<std::pair<DimOrders, const char *>> get() {
    static const std::pair<DimOrders, const char *> names[] = {
        {DimOrders::contiguous, "contiguous"},
        {DimOrders::all, "all"},
        {DimOrders::innermost, "innermost"}};
    return names;
  }
};
template <> struct ChoiceNames<FoldLayout> {
  static llvm::ArrayRef<std::pair<FoldLayout, const char *>> get() {
    static const std::pair<FoldLayout, const char *> names[] = {
        {FoldLayout::interleaved, "interleaved"},
        {FoldLayout::consecutive, "consecutive"},
        {FoldLayout::both, "both"}};
    return names;
  }
};

/// Parses `atomic-conflicts=` (AtomicConflicts::parse).
class AtomicConflictsParser : public llvm::cl::basic_parser<AtomicConflicts> {
public:
  using basic_parser::basic_parser;
  bool parse(llvm::cl::Option &o, llvm::StringRef, llvm::StringRef arg,
             AtomicConflicts &value) {
    if (std::optional<AtomicConflicts> c = AtomicConflicts::parse(arg)) {
      value = *c;
      return false;
    }
    return o.error("must be uniform, best, worst or a number of lanes from 1 "
                   "to 32, got '" +
                   arg + "'");
  }
  llvm::StringRef getValueName() const override { return "value"; }
  static void print(llvm::raw_ostream &os, const AtomicConflicts &v) {
    os << v.str();
  }
  void printOptionDiff(const llvm::cl::Option &o, const AtomicConflicts &v,
                       const llvm::cl::OptionValue<AtomicConflicts> &,
                       size_t globalWidth) const {
    printOptionName(o, globalWidth);
    llvm::outs() << "= " << v.str() << "\n";
  }
};

} // namespace mlir::warp

WARP_CHOICE_OPTION(mlir::warp::RegisterSource)
WARP_CHOICE_OPTION(mlir::warp::RankObjective)
WARP_CHOICE_OPTION(mlir::warp::SearchMode)
WARP_CHOICE_OPTION(mlir::warp::DimOrders)
WARP_CHOICE_OPTION(mlir::warp::FoldLayout)

template <>
class llvm::cl::parser<mlir::warp::AtomicConflicts>
    : public mlir::warp::AtomicConflictsParser {
public:
  using AtomicConflictsParser::AtomicConflictsParser;
};

#endif // WARP_TRANSFORMS_PASSOPTIONS_H
