//===- MemRefLayouts.cpp - Layouts of memrefs through views --------------===//
//
// See RelationBuilder.h.
//
//===----------------------------------------------------------------------===//

#include "Analysis/IR/MemRefTypes.h"
#include "Analysis/Relations/RelationBuilder.h"

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/IntegerSet.h"

using namespace mlir;
using namespace mlir::warp;

std::optional<Layout> RelationBuilder::typeLayout(const ProgramMemRef &m,
                                                  std::string &why) {
  switch (m.layout.status) {
  case ProgramTypeLayout::Status::NotStrided:
    why = "the layout of the memref is not strided";
    return std::nullopt;
  case ProgramTypeLayout::Status::DynamicOffset:
    why = "the memref has a dynamic offset that Warp cannot trace (one-shot "
          "bufferization gives function arguments such layouts unless run "
          "with function-boundary-type-conversion=identity-layout-map)";
    return std::nullopt;
  case ProgramTypeLayout::Status::DynamicStride:
    why = "the memref has a dynamic stride (for example a dynamic row "
          "size); give static sizes or index a flat buffer (one-shot "
          "bufferization gives function arguments such layouts unless run "
          "with function-boundary-type-conversion=identity-layout-map)";
    return std::nullopt;
  case ProgramTypeLayout::Status::Strided:
    break;
  }
  Layout l;
  l.offset = cst(m.layout.offset);
  for (int64_t s : m.layout.strides)
    l.strides.push_back(cst(s));
  return l;
}

std::optional<Layout> RelationBuilder::subViewLayout(const ProgramMemRef &m,
                                                     std::string &why) {
  auto src = layoutOf(m.source, why);
  if (!src)
    return std::nullopt;
  Layout l;
  l.offset = src->offset;
  for (unsigned i = 0; i < m.offsets.size(); ++i) {
    auto off = operandIndex(m.offsets[i]);
    auto step = operandIndex(m.strides[i]);
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
    if (m.dropped.test(i))
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

std::optional<Layout> RelationBuilder::reinterpretLayout(const ProgramMemRef &m,
                                                         std::string &why) {
  Layout l;
  auto off = operandIndex(m.offsets[0]);
  if (!off) {
    why = "the offset of memref.reinterpret_cast is not affine";
    return std::nullopt;
  }
  l.offset = *off;
  for (const ProgramOperand &s : m.strides) {
    auto st = operandIndex(s);
    if (!st || !islsup::constantValue(*st)) {
      why = "a stride of memref.reinterpret_cast is not a constant";
      return std::nullopt;
    }
    l.strides.push_back(*st);
  }
  return l;
}

std::optional<Layout> RelationBuilder::expandLayout(const ProgramMemRef &m,
                                                    std::string &why) {
  auto src = layoutOf(m.source, why);
  if (!src)
    return std::nullopt;
  Layout l;
  l.offset = src->offset;
  l.strides.resize(m.sizes.size());
  for (auto [srcDim, group] : llvm::enumerate(m.reassociation)) {
    isl::pw_aff stride = src->strides[srcDim];
    for (int64_t k = group.size() - 1; k >= 0; --k) {
      l.strides[group[k]] = stride;
      int64_t sz = m.sizes[group[k]];
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

std::optional<Layout> RelationBuilder::byteShiftLayout(const ProgramMemRef &m,
                                                       std::string &why) {
  // memref.view: element x of the view is byte shift + x * elemBytes of
  // the i8 source (identity layout, offset 0 by the op's verifier), so in
  // the view's elements the offset is shift / elemBytes.
  std::optional<int64_t> shift;
  if (auto off = operandIndex(m.offsets[0]))
    shift = islsup::constantValue(*off);
  if (!shift || m.elemBytes <= 0 || *shift % m.elemBytes != 0) {
    why = "the byte shift of memref.view is not a constant multiple of the "
          "element size";
    return std::nullopt;
  }
  auto l = typeLayout(m, why);
  if (!l)
    return std::nullopt;
  l->offset = cst(*shift / m.elemBytes);
  return l;
}

std::optional<Layout> RelationBuilder::layoutOf(Slot memref, std::string &why) {
  const ProgramMemRef &m = program.memref(memref);
  switch (m.kind) {
  case ViewKind::Base:
  case ViewKind::OtherView:
    return typeLayout(m, why);
  case ViewKind::Cast:
    return layoutOf(m.source, why);
  case ViewKind::SubView:
    return subViewLayout(m, why);
  case ViewKind::ReinterpretCast:
    return reinterpretLayout(m, why);
  case ViewKind::ExpandShape:
    return expandLayout(m, why);
  case ViewKind::ByteShift:
    return byteShiftLayout(m, why);
  case ViewKind::CollapseShape: {
    auto src = layoutOf(m.source, why);
    if (!src)
      return std::nullopt;
    Layout l;
    l.offset = src->offset;
    for (const auto &group : m.reassociation)
      l.strides.push_back(src->strides[group.back()]);
    return l;
  }
  }
  llvm_unreachable("every view kind is handled");
}
