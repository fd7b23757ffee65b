//===- RelationBuilder.h - Builds the access relations of a kernel -*- C++ -*-//
//
// Private to lib/Analysis. The builder of AccessRelations.h, split by
// concept over four files:
//   InstanceSpace.cpp    the instance space [bx, by, bz, tx, ty, tz, loop
//                        ivs...] and the instance set of an op (loop bounds,
//                        guards);
//   IndexEvaluator.cpp   index values and conditions as ISL piecewise affine
//                        functions and sets (the ops of KernelOps.h);
//   MemRefLayouts.cpp    the layout of a memref (offset and strides through
//                        views; buffer names come from the KernelProgram);
//   AccessRelations.cpp  the relations of each access, assembled;
//   LoopCoverage.cpp     the map from a block's instances to index values
//                        (the check of a loop nest mapped to a launch);
//   IndexForms.cpp       the same values, conditions and instance sets as
//                        digit forms (DigitForms.h), for the box forms of
//                        the accesses (BoxForms.h).
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

#ifndef WARP_LIB_ANALYSIS_RELATIONS_RELATIONBUILDER_H
#define WARP_LIB_ANALYSIS_RELATIONS_RELATIONBUILDER_H

#include "Warp/Analysis/Relations/AccessRelations.h"

#include "Analysis/IR/KernelOps.h"
#include "Analysis/IR/KernelProgram.h"
#include "Analysis/Relations/BoxForms.h"
#include "Analysis/Relations/IslAccessMaps.h"
#include "Support/IslSupport.h"

#include "mlir/IR/Operation.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallBitVector.h"

#include <array>
#include <optional>
#include <string>

namespace mlir::warp {

namespace islsup = mlir::warp::islsupport;

/// Offset and strides (in elements) of a memref value relative to the base
/// of its underlying buffer, as functions on the instance space.
struct Layout {
  isl::pw_aff offset;
  SmallVector<isl::pw_aff> strides;
};

class RelationBuilder {
public:
  RelationBuilder(const KernelProgram &program, const LaunchSizes &sizes,
                  std::shared_ptr<IslContextHolder> holder)
      : program(program), sizes(sizes), ctx(holder->get()),
        holder(std::move(holder)) {}

  KernelAccesses run();

  /// The map from the instances of program block `block` (its enclosing
  /// loops only) to the values `values`; nullopt (with `why`) if a value or
  /// the block's instance set is not affine.
  std::optional<isl::map> valuesOver(int32_t block, ArrayRef<Slot> values,
                                     std::string &why);

private:
  // Instance space (InstanceSpace.cpp).
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
  /// The instance set of the instructions of program block `block`.
  isl::set domainOf(int32_t block, bool &exact,
                    SmallVectorImpl<std::string> &why);
  isl::set computeDomain(int32_t block, bool &exact,
                         SmallVectorImpl<std::string> &why);
  void addLoopConstraints(const ProgramInstr &loop, isl::set &domain,
                          bool &exact, SmallVectorImpl<std::string> &why);
  /// The instance dimensions a loop adds (its induction variables; 0 for
  /// an instruction that is no loop Warp can name).
  static unsigned loopDims(const ProgramInstr &in);
  /// The dimension of a loop's induction variable.
  unsigned ivDim(Slot iv) const {
    const ProgramValue &pv = program.value(iv);
    return loopFirstDim.lookup(pv.def) + pv.position;
  }

  // Values (IndexEvaluator.cpp).
  std::optional<isl::pw_aff> index(Slot v);
  std::optional<isl::pw_aff> computeIndex(Slot v);
  /// computeIndex of a value no op defines (ids, arguments, loop ivs).
  std::optional<isl::pw_aff> valueIndex(Slot v);
  /// computeIndex by kind of index op.
  std::optional<isl::pw_aff> launchCoordinate(Slot v, const ProgramInstr &op);
  std::optional<isl::pw_aff> arithmetic(Slot v, const ProgramInstr &op);
  std::optional<isl::pw_aff> bitwise(Slot v, const ProgramInstr &op);
  std::optional<isl::pw_aff> selectOrAffine(Slot v, const ProgramInstr &op);
  std::optional<isl::set> condition(Slot v);
  std::optional<isl::set> computeCondition(Slot v);
  /// A constant or the index value of a slot (bounds of scf.parallel and
  /// scf.forall, offsets of views).
  std::optional<isl::pw_aff> operandIndex(const ProgramOperand &o) {
    if (o.isConstant)
      return cst(o.constant);
    return index(o.slot);
  }
  std::optional<isl::pw_aff> affineExpr(AffineExpr expr, ArrayRef<Slot> dims,
                                        ArrayRef<Slot> syms);
  std::optional<isl::pw_aff> linearThreadId();
  /// The index values of `op`'s two operands; on failure `v` gets the reason.
  std::optional<std::pair<isl::pw_aff, isl::pw_aff>>
  indexOperands(Slot v, const ProgramInstr &op);
  bool fail(Slot v, const Twine &reason) {
    if (!reasons.count(v))
      reasons[v] = reason.str();
    return false;
  }
  std::string reasonFor(Slot v) {
    auto it = reasons.find(v);
    return it == reasons.end() ? std::string("it is not an affine expression")
                               : it->second;
  }

  // Digit forms (IndexForms.cpp).
  std::optional<DigitForm> form(Slot v);
  std::optional<DigitForm> computeForm(Slot v);
  /// computeForm of a value no op defines, and of an index op.
  std::optional<DigitForm> valueForm(Slot v);
  std::optional<DigitForm> opForm(const ProgramInstr &op);
  /// opForm by kind of index op.
  std::optional<DigitForm> launchForm(const ProgramInstr &op);
  std::optional<DigitForm> divisionForm(const ProgramInstr &op);
  std::optional<DigitForm> bitForm(const ProgramInstr &op);
  /// A loop's lower bound, constant step and constant trip count (0 if it
  /// never runs).
  struct LoopRange {
    DigitForm lb;
    int64_t step;
    int64_t trip;
  };
  /// The range of a loop whose bounds are constants or differ by one
  /// (both moving with a block id); nullopt otherwise.
  std::optional<LoopRange> loopRange(Slot iv);
  /// The form of a loop's induction variable: lower bound + step * its
  /// iteration number, a counter over the trip count.
  std::optional<DigitForm> loopIvForm(Slot iv);
  std::optional<DigitForm> operandForm(const ProgramOperand &o) {
    return o.isConstant ? std::optional(DigitForm::constant(o.constant))
                        : form(o.slot);
  }
  std::optional<DigitForm> affineForm(AffineExpr expr, ArrayRef<Slot> dims,
                                      ArrayRef<Slot> syms);
  /// Appends the constraints of condition `v` (or of its negation); false
  /// when they are no conjunction of digit constraints.
  bool conditionForms(Slot v, bool negated,
                      SmallVectorImpl<DigitConstraint> &out);
  /// The constraints of the instance set of program block `block`.
  bool domainForms(int32_t block, SmallVectorImpl<DigitConstraint> &out);
  /// The box form and the offset form of an access's element-linear index
  /// (IslAccessMaps::linearBox and offsets), read from its byte relation,
  /// set in `maps` where it has them.
  void linearForms(const AccessRelation &rel, IslAccessMaps &maps);
  /// The box form of an access from its digit forms (BoxForms.h).
  std::optional<BoxAccess> boxFormOf(const ProgramAccess &raw,
                                     const AccessRelation &rel);

  // Layouts (MemRefLayouts.cpp).
  std::optional<Layout> layoutOf(Slot memref, std::string &why);
  /// The layout a memref type states (static offset and strides).
  std::optional<Layout> typeLayout(const ProgramMemRef &m, std::string &why);
  /// The layout of each kind of view, from its source's.
  std::optional<Layout> subViewLayout(const ProgramMemRef &m, std::string &why);
  std::optional<Layout> reinterpretLayout(const ProgramMemRef &m,
                                          std::string &why);
  std::optional<Layout> expandLayout(const ProgramMemRef &m, std::string &why);
  std::optional<Layout> byteShiftLayout(const ProgramMemRef &m,
                                        std::string &why);

  // Accesses (AccessRelations.cpp).
  void analyse(const ProgramAccess &access);
  /// The index expression of each dimension (nullopt where it is not
  /// affine, with the reason in `why`).
  SmallVector<std::optional<isl::pw_aff>>
  accessIndices(const ProgramAccess &raw, SmallVectorImpl<std::string> &why);
  /// instance -> element indices; a dimension whose index is not affine
  /// covers its whole extent (and `rel.affine` becomes false).
  isl::map indexRelation(const ProgramAccess &raw, AccessRelation &rel,
                         ArrayRef<std::optional<isl::pw_aff>> idx,
                         ArrayRef<std::string> idxWhy);
  /// Whether the index relation of `raw` is defined on its whole instance
  /// set (IslAccessMaps::domainBlock).
  bool indexIsTotal(const ProgramAccess &raw,
                    ArrayRef<std::optional<isl::pw_aff>> idx);
  /// True if a warp tile's rows can pass the end of the memref's dimension
  /// rank-2 for some instance of `domain` (AccessRelation::clippedTile).
  bool tileRowsWrap(const ProgramAccess &raw,
                    ArrayRef<std::optional<isl::pw_aff>> idx,
                    const isl::set &domain);
  /// What byteRelation knows of the offset besides its relation
  /// (IslAccessMaps::byteAff and touchesTwoBytes, over all instance dims).
  struct ByteForms {
    std::optional<isl::aff> aff;
    std::optional<bool> touchesTwo;
  };
  /// instance -> byte offset from the buffer's base, if the layout gives
  /// one (else a warning and `rel.hasByteMap` false); `forms` what it
  /// knows of the offset on the way.
  std::optional<isl::map>
  byteRelation(const ProgramAccess &raw, AccessRelation &rel,
               ArrayRef<std::optional<isl::pw_aff>> idx, const isl::map &full,
               const isl::set &domain, ByteForms &forms);
  /// True if an instance of the wide access `raw`, sampled from `domain`,
  /// touches two elements whose offsets differ (`strides`, in elements);
  /// nullopt where its indices are not affine or `domain` is empty.
  std::optional<bool>
  wideInstanceTouchesTwo(const ProgramAccess &raw,
                         ArrayRef<std::optional<isl::pw_aff>> idx,
                         const isl::set &domain, ArrayRef<int64_t> strides);
  /// A warning if the access provably indexes outside its static shape;
  /// true if it provably does not (a scalar, unmasked, exact affine access
  /// of a static shape).
  bool checkInsideShape(const ProgramAccess &raw, const AccessRelation &rel,
                        const isl::map &full);
  /// The instance dimensions of the loops that enclose `block` (and of the
  /// block and thread ids); the others are projected out of its relations.
  llvm::SmallBitVector enclosingDims(int32_t block) const;
  static isl::map projectOutOthers(isl::map m,
                                   const llvm::SmallBitVector &keep);
  /// `aff` over the dimensions `keep` marks; nullopt if it reads another.
  static std::optional<isl::aff> keptDims(const std::optional<isl::aff> &aff,
                                          const llvm::SmallBitVector &keep);

  const KernelProgram &program;
  const LaunchSizes &sizes;
  isl::ctx ctx;
  std::shared_ptr<IslContextHolder> holder;
  isl::space space;
  std::vector<std::string> dimNames;
  /// First instance dimension of each loop instruction.
  llvm::DenseMap<int32_t, unsigned> loopFirstDim;
  llvm::DenseMap<Slot, std::optional<isl::pw_aff>> memo;
  llvm::DenseMap<Slot, std::optional<isl::set>> conditionMemo;
  llvm::DenseMap<Slot, std::optional<DigitForm>> formMemo;
  struct DomainEntry {
    isl::set domain;
    bool exact;
    SmallVector<std::string> why;
  };
  llvm::DenseMap<int32_t, DomainEntry> domainMemo;
  /// A memref's layout, with its strides as constants where they all are,
  /// or why it has none (byteRelation, once per memref).
  struct ByteLayout {
    std::optional<Layout> layout;
    std::optional<SmallVector<int64_t>> strides;
    std::string why;
  };
  llvm::DenseMap<Slot, ByteLayout> byteLayoutMemo;
  llvm::DenseMap<Slot, std::string> reasons;
  llvm::DenseMap<Slot, std::string> externalParams;
  unsigned externalCounter = 0;
  KernelAccesses result;
};

} // namespace mlir::warp

#endif // WARP_LIB_ANALYSIS_RELATIONS_RELATIONBUILDER_H
