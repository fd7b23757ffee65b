//===- RelationBuilder.h - Builds the access relations of a kernel -*- C++ -*-//
//
// Private to lib/Analysis. The builder of AccessRelations.h, split by
// concept over four files:
//   InstanceSpace.cpp    the instance space [bx, by, bz, tx, ty, tz, loop
//                        ivs...] and the instance set of an op (loop bounds,
//                        guards);
//   IndexEvaluator.cpp   index values and conditions as ISL piecewise affine
//                        functions and sets (the ops of KernelOps.h);
//   MemRefLayouts.cpp    the underlying buffer of a memref and its layout
//                        (offset and strides through views);
//   AccessRelations.cpp  the relations of each access, assembled.
//
// Each index, loop bound and guard of a kernel becomes an isl::pw_aff (or an
// isl::set) over the kernel's instance space, with one dimension per loop
// induction variable of the kernel (all loops, not only the enclosing ones:
// a value is always defined over the whole space, and an access's relation
// projects out the loops that do not enclose it, which is exact because
// nothing constrains them). Unknown launch sizes and unknown integer kernel
// arguments are ISL parameters (bdx, gdx, argN).
//
//===----------------------------------------------------------------------===//

#ifndef WARP_LIB_ANALYSIS_RELATIONBUILDER_H
#define WARP_LIB_ANALYSIS_RELATIONBUILDER_H

#include "Warp/Analysis/AccessRelations.h"

#include "IslAccessMaps.h"
#include "IslSupport.h"
#include "KernelOps.h"

#include "mlir/IR/Operation.h"
#include "llvm/ADT/DenseMap.h"

#include <optional>
#include <string>

namespace mlir::warp {

namespace islsup = mlir::warp::islsupport;

/// "'op.name' at line N", for messages.
std::string describeOp(Operation *op);

using RawAccess = MemoryAccessOp;

/// Offset and strides (in elements) of a memref value relative to the base
/// of its underlying buffer, as functions on the instance space.
struct Layout {
  isl::pw_aff offset;
  SmallVector<isl::pw_aff> strides;
};

class RelationBuilder {
public:
  RelationBuilder(const LaunchContext &context,
                  std::shared_ptr<IslContextHolder> holder)
      : context(context), ctx(holder->get()), holder(std::move(holder)) {}

  KernelAccesses run();

private:
  // Instance space.
  void buildSpace();
  isl::pw_aff dim(unsigned pos) { return islsup::setVar(space, pos); }
  isl::pw_aff cst(int64_t v) { return islsup::constant(space, v); }
  isl::pw_aff param(const std::string &name) {
    return islsup::param(space, name);
  }
  isl::pw_aff size(const Dim3 &dims, int i, const char *prefix) {
    if (dims[i])
      return cst(*dims[i]);
    return param(std::string(prefix) + "xyz"[i]);
  }

  // Values.
  std::optional<isl::pw_aff> index(Value v);
  std::optional<isl::pw_aff> computeIndex(Value v);
  std::optional<isl::set> condition(Value v);
  std::optional<isl::set> computeCondition(Value v);
  std::optional<isl::pw_aff> affineExpr(AffineExpr expr, ValueRange dims,
                                        ValueRange syms);
  std::optional<isl::pw_aff> linearThreadId();
  bool fail(Value v, const Twine &reason) {
    if (!reasons.count(v))
      reasons[v] = reason.str();
    return false;
  }
  std::string reasonFor(Value v) {
    auto it = reasons.find(v);
    return it == reasons.end() ? std::string("it is not an affine expression")
                               : it->second;
  }

  // Instance domain of an op.
  isl::set domainOf(Operation *op, bool &exact,
                    SmallVectorImpl<std::string> &why);
  isl::set computeDomain(Operation *op, bool &exact,
                         SmallVectorImpl<std::string> &why);
  void addLoopConstraints(Operation *loop, isl::set &domain, bool &exact,
                          SmallVectorImpl<std::string> &why);

  // Accesses.
  void analyse(const RawAccess &raw);
  Value rootOf(Value memref);
  std::string rootName(Value root);
  std::optional<Layout> layoutOf(Value memref, std::string &why);

  const LaunchContext &context;
  isl::ctx ctx;
  std::shared_ptr<IslContextHolder> holder;
  isl::space space;
  std::vector<std::string> dimNames;
  llvm::DenseMap<Value, unsigned> ivDim;
  llvm::DenseMap<Operation *, unsigned> loopFirstDim;
  // gpu.launch body arguments.
  Value launchBlockIds[3], launchThreadIds[3], launchGridSize[3],
      launchBlockSize[3];
  llvm::DenseMap<Value, std::optional<isl::pw_aff>> memo;
  llvm::DenseMap<Value, std::optional<isl::set>> conditionMemo;
  struct DomainEntry {
    isl::set domain;
    bool exact;
    SmallVector<std::string> why;
  };
  llvm::DenseMap<Block *, DomainEntry> domainMemo;
  llvm::DenseMap<Value, std::string> reasons;
  llvm::DenseMap<Value, std::string> rootNames;
  llvm::DenseMap<Value, std::string> externalParams;
  unsigned allocCounter = 0, externalCounter = 0;
  KernelAccesses result;
};

} // namespace mlir::warp

#endif // WARP_LIB_ANALYSIS_RELATIONBUILDER_H
