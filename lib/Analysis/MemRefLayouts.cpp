//===- MemRefLayouts.cpp - Buffers and layouts of memrefs
//-------------------===//
//
// See RelationBuilder.h.
//
//===----------------------------------------------------------------------===//

#include "MemRefTypes.h"
#include "RelationBuilder.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/IntegerSet.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/ViewLikeInterface.h"

using namespace mlir;
using namespace mlir::warp;

Value RelationBuilder::rootOf(Value memref) {
  while (Operation *def = memref.getDefiningOp()) {
    if (auto view = dyn_cast<ViewLikeOpInterface>(def)) {
      if (!isa<MemRefType>(view.getViewSource().getType()))
        break;
      memref = view.getViewSource();
      continue;
    }
    if (auto cast = dyn_cast<memref::CastOp>(def)) {
      memref = cast.getSource();
      continue;
    }
    break;
  }
  return memref;
}

std::string RelationBuilder::rootName(Value root) {
  auto it = rootNames.find(root);
  if (it != rootNames.end())
    return it->second;
  std::string name;
  if (auto arg = dyn_cast<BlockArgument>(root)) {
    Operation *owner = arg.getOwner()->getParentOp();
    if (auto func = dyn_cast<gpu::GPUFuncOp>(owner)) {
      unsigned n = arg.getArgNumber();
      unsigned nArgs = func.getNumArguments();
      unsigned nWg = func.getNumWorkgroupAttributions();
      if (n < nArgs)
        name = "arg" + std::to_string(n);
      else if (n < nArgs + nWg)
        name = "wg" + std::to_string(n - nArgs);
      else
        name = "priv" + std::to_string(n - nArgs - nWg);
    } else if (auto launch = dyn_cast<gpu::LaunchOp>(owner)) {
      unsigned first = launch.getBody().front().getNumArguments() -
                       launch.getWorkgroupAttributions().size() -
                       launch.getPrivateAttributions().size();
      unsigned n = arg.getArgNumber() - first;
      if (n < launch.getWorkgroupAttributions().size())
        name = "wg" + std::to_string(n);
      else
        name = "priv" +
               std::to_string(n - launch.getWorkgroupAttributions().size());
    } else if (isa<FunctionOpInterface>(owner)) {
      name = "arg" + std::to_string(arg.getArgNumber());
    } else {
      name = "buf" + std::to_string(allocCounter++);
    }
  } else if (auto global = root.getDefiningOp<memref::GetGlobalOp>()) {
    name = global.getName().str();
  } else {
    Operation *def = root.getDefiningOp();
    std::string opName = def->getName().stripDialect().str();
    for (char &ch : opName)
      if (!isalnum(static_cast<unsigned char>(ch)))
        ch = '_';
    name = opName + std::to_string(allocCounter++);
  }
  rootNames[root] = name;
  return name;
}

std::optional<Layout> RelationBuilder::layoutOf(Value memref,
                                                std::string &why) {
  auto type = cast<MemRefType>(memref.getType());
  Operation *def = memref.getDefiningOp();
  auto fromType = [&]() -> std::optional<Layout> {
    SmallVector<int64_t> strides;
    int64_t offset;
    if (failed(type.getStridesAndOffset(strides, offset))) {
      why = "the layout of the memref is not strided";
      return std::nullopt;
    }
    Layout l;
    if (ShapedType::isDynamic(offset)) {
      why = "the memref has a dynamic offset that Warp cannot trace";
      return std::nullopt;
    }
    l.offset = cst(offset);
    for (int64_t s : strides) {
      if (ShapedType::isDynamic(s)) {
        why = "the memref has a dynamic stride (for example a dynamic row "
              "size); give static sizes or index a flat buffer";
        return std::nullopt;
      }
      l.strides.push_back(cst(s));
    }
    return l;
  };
  auto mixed = [&](OpFoldResult ofr) -> std::optional<isl::pw_aff> {
    if (auto attr = dyn_cast<Attribute>(ofr))
      return cst(cast<IntegerAttr>(attr).getInt());
    return index(cast<Value>(ofr));
  };
  switch (classifyView(memref)) {
  case ViewKind::Base:
  case ViewKind::OtherView:
    return fromType();
  case ViewKind::Cast:
    return layoutOf(cast<memref::CastOp>(def).getSource(), why);
  case ViewKind::SubView: {
    auto sub = cast<memref::SubViewOp>(def);
    auto src = layoutOf(sub.getSource(), why);
    if (!src)
      return std::nullopt;
    Layout l;
    l.offset = src->offset;
    llvm::SmallBitVector dropped = sub.getDroppedDims();
    auto offsets = sub.getMixedOffsets();
    auto steps = sub.getMixedStrides();
    for (unsigned i = 0; i < offsets.size(); ++i) {
      auto off = mixed(offsets[i]);
      auto step = mixed(steps[i]);
      if (!off || !step) {
        why = "a subview offset or stride is not affine";
        return std::nullopt;
      }
      if (!islsup::constantValue(src->strides[i]) &&
          !islsup::constantValue(*off)) {
        why = "a subview offset multiplies a non-constant stride";
        return std::nullopt;
      }
      l.offset = l.offset.add(off->mul(src->strides[i]));
      if (dropped.test(i))
        continue;
      if (!islsup::constantValue(*step) &&
          !islsup::constantValue(src->strides[i])) {
        why = "a subview stride multiplies a non-constant stride";
        return std::nullopt;
      }
      l.strides.push_back(src->strides[i].mul(*step));
    }
    return l;
  }
  case ViewKind::ReinterpretCast: {
    auto rc = cast<memref::ReinterpretCastOp>(def);
    Layout l;
    auto off = mixed(rc.getMixedOffsets()[0]);
    if (!off) {
      why = "the offset of memref.reinterpret_cast is not affine";
      return std::nullopt;
    }
    l.offset = *off;
    for (OpFoldResult s : rc.getMixedStrides()) {
      auto st = mixed(s);
      if (!st || !islsup::constantValue(*st)) {
        why = "a stride of memref.reinterpret_cast is not a constant";
        return std::nullopt;
      }
      l.strides.push_back(*st);
    }
    return l;
  }
  case ViewKind::ExpandShape: {
    auto expand = cast<memref::ExpandShapeOp>(def);
    auto src = layoutOf(expand.getSrc(), why);
    if (!src)
      return std::nullopt;
    Layout l;
    l.offset = src->offset;
    l.strides.resize(type.getRank());
    for (auto [srcDim, group] :
         llvm::enumerate(expand.getReassociationIndices())) {
      isl::pw_aff stride = src->strides[srcDim];
      for (int64_t k = group.size() - 1; k >= 0; --k) {
        l.strides[group[k]] = stride;
        int64_t sz = type.getDimSize(group[k]);
        if (ShapedType::isDynamic(sz)) {
          if (k > 0) {
            why = "memref.expand_shape with a dynamic inner size";
            return std::nullopt;
          }
          continue;
        }
        stride = stride.mul(cst(sz));
      }
    }
    return l;
  }
  case ViewKind::CollapseShape: {
    auto collapse = cast<memref::CollapseShapeOp>(def);
    auto src = layoutOf(collapse.getSrc(), why);
    if (!src)
      return std::nullopt;
    Layout l;
    l.offset = src->offset;
    for (auto group : collapse.getReassociationIndices())
      l.strides.push_back(src->strides[group.back()]);
    return l;
  }
  }
  llvm_unreachable("every view kind is handled");
}
