//===- AccessRelations.cpp - The access relations of a kernel -------------===//
//
// See RelationBuilder.h.
//
//===----------------------------------------------------------------------===//

#include "Analysis/IR/MemRefTypes.h"
#include "Analysis/Relations/RelationBuilder.h"

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/IntegerSet.h"

#include <isl/constraint.h>

using namespace mlir;
using namespace mlir::warp;

namespace {
/// A relation as text, simplified for reading: the analyses use the maps as
/// built, which are equal but cost less to make (issue 13).
std::string readable(const isl::map &m) {
  if (m.is_null())
    return std::string();
  isl_map *raw =
      isl_map_remove_redundancies(isl_map_detect_equalities(m.copy()));
  return islsup::toString(isl::manage(isl_map_coalesce(raw)));
}

/// { [x0, .., x(r-1)] -> [o0, .., o(r-1)] : x_d <= o_d < x_d + e_d, and
/// 0 <= o_d < size_d where e_d > 1 and the size is static; o_d = x_d where
/// e_d = 1 }: the elements a wide access covers from its first index, built
/// from constraints (the same map as the text it replaces, without the
/// parser).
isl::map extentBox(isl::ctx ctx, ArrayRef<int64_t> extents,
                   ArrayRef<int64_t> shape) {
  unsigned r = extents.size();
  isl_space *space = isl_space_alloc(ctx.get(), 0, r, r);
  isl_local_space *ls = isl_local_space_from_space(isl_space_copy(space));
  isl_basic_map *bm = isl_basic_map_universe(space);
  auto add = [&](bool eq, unsigned d, int xc, int oc, int64_t c) {
    isl_constraint *k =
        eq ? isl_constraint_alloc_equality(isl_local_space_copy(ls))
           : isl_constraint_alloc_inequality(isl_local_space_copy(ls));
    k = isl_constraint_set_coefficient_si(k, isl_dim_in, d, xc);
    k = isl_constraint_set_coefficient_si(k, isl_dim_out, d, oc);
    k = isl_constraint_set_constant_si(k, c);
    bm = isl_basic_map_add_constraint(bm, k);
  };
  for (unsigned d = 0; d < r; ++d) {
    if (extents[d] == 1) {
      add(true, d, 1, -1, 0); // x - o = 0
      continue;
    }
    add(false, d, -1, 1, 0);              // o - x >= 0
    add(false, d, 1, -1, extents[d] - 1); // x + e - 1 - o >= 0
    if (!ShapedType::isDynamic(shape[d])) {
      add(false, d, 0, 1, 0);             // o >= 0
      add(false, d, 0, -1, shape[d] - 1); // size - 1 - o >= 0
    }
  }
  isl_local_space_free(ls);
  return isl::manage(isl_map_from_basic_map(bm));
}

/// { [i0, .., i(r-1)] -> [scale * (offset + sum_d stride_d i_d)] }.
isl::map linearForm(isl::ctx ctx, ArrayRef<int64_t> strides, int64_t offset,
                    int64_t scale) {
  unsigned r = strides.size();
  isl_space *space = isl_space_alloc(ctx.get(), 0, r, 1);
  isl_local_space *ls = isl_local_space_from_space(isl_space_copy(space));
  isl_basic_map *bm = isl_basic_map_universe(space);
  isl_constraint *k = isl_constraint_alloc_equality(ls);
  for (unsigned d = 0; d < r; ++d)
    k = isl_constraint_set_coefficient_si(k, isl_dim_in, d, scale * strides[d]);
  k = isl_constraint_set_coefficient_si(k, isl_dim_out, 0, -1);
  k = isl_constraint_set_constant_si(k, scale * offset);
  bm = isl_basic_map_add_constraint(bm, k);
  return isl::manage(isl_map_from_basic_map(bm));
}
} // namespace

std::string AccessRelation::indexMap() const {
  return isl ? readable(isl->index) : std::string();
}

std::string AccessRelation::byteMap() const {
  return isl && hasByteMap ? readable(isl->bytes) : std::string();
}

AccessAttr AccessRelation::toAttr(MLIRContext *ctx) const {
  return AccessAttr::get(ctx, kind, space, memref, elemBytes, vectorWidth,
                         affine, exact, indexMap(), byteMap());
}

SmallVector<std::optional<isl::pw_aff>>
RelationBuilder::accessIndices(const ProgramAccess &raw,
                               SmallVectorImpl<std::string> &why) {
  SmallVector<std::optional<isl::pw_aff>> idx;
  if (raw.affineMap) {
    AffineMap map = *raw.affineMap;
    ArrayRef<Slot> ops(raw.indices);
    for (AffineExpr e : map.getResults()) {
      idx.push_back(affineExpr(e, ops.take_front(map.getNumDims()),
                               ops.drop_front(map.getNumDims())));
      why.push_back("an operand of the affine map is not affine");
    }
  } else {
    for (Slot v : raw.indices) {
      idx.push_back(index(v));
      why.push_back(idx.back() ? "" : reasonFor(v));
    }
  }
  return idx;
}

isl::map
RelationBuilder::indexRelation(const ProgramAccess &raw, AccessRelation &rel,
                               ArrayRef<std::optional<isl::pw_aff>> idx,
                               ArrayRef<std::string> idxWhy) {
  // Every index one affine function defined everywhere (the common case):
  // the map of their multi_aff at once, without a product per dimension;
  // where some are wide, then the extents' box at once.
  bool affine = rel.rank > 0, wide = false;
  for (unsigned d = 0; affine && d < rel.rank; ++d) {
    affine = idx[d] && isl_pw_aff_isa_aff(idx[d]->get()) == isl_bool_true;
    wide |= raw.extents[d] > 1;
  }
  if (affine) {
    isl_aff_list *list = isl_aff_list_alloc(ctx.get(), rel.rank);
    for (unsigned d = 0; d < rel.rank; ++d)
      list = isl_aff_list_add(list, isl_pw_aff_as_aff(idx[d]->copy()));
    isl_space *space = isl_space_from_domain(
        isl_space_domain(isl_pw_aff_get_space(idx[0]->get())));
    space = isl_space_add_dims(space, isl_dim_out, rel.rank);
    isl::map first = isl::manage(
        isl_map_from_multi_aff(isl_multi_aff_from_aff_list(space, list)));
    return wide ? first.apply_range(extentBox(ctx, raw.extents, raw.shape))
                : first;
  }
  // Per-dimension maps instance -> [o], then their flat range product.
  std::optional<isl::map> indexMap;
  for (unsigned d = 0; d < rel.rank; ++d) {
    isl::map md;
    int64_t extent = raw.extents[d];
    int64_t dimSize = raw.shape[d];
    if (idx[d]) {
      md = islsup::fromPwAff(*idx[d]);
      if (extent > 1) {
        // [x] -> [o] : x <= o < x + extent
        std::string ext =
            "{ [x] -> [o] : x <= o < x + " + std::to_string(extent) + " }";
        md = md.apply_range(isl::map(ctx, ext));
      }
    } else {
      rel.affine = false;
      std::string range = "{ [o] : o >= 0 }";
      isl::set r(ctx, range);
      md = islsup::fromDomainAndRange(isl::set::universe(space), r);
      result.notes.push_back({raw.op, AccessNote::Severity::Remark,
                              "index " + std::to_string(d) +
                                  " of the access to '" + rel.memref +
                                  "' is not affine: " + idxWhy[d] +
                                  "; its relation covers the whole dimension"});
    }
    if (!ShapedType::isDynamic(dimSize) && (extent > 1 || !idx[d])) {
      isl::set bounds(ctx,
                      "{ [o] : 0 <= o < " + std::to_string(dimSize) + " }");
      md = md.intersect_range(bounds);
    }
    indexMap = indexMap ? islsup::flatRangeProduct(*indexMap, md) : md;
  }
  if (!indexMap) // rank-0 memref: a single element.
    indexMap = islsup::fromDomainAndRange(isl::set::universe(space),
                                          isl::set(ctx, "{ [] }"));
  return *indexMap;
}

bool RelationBuilder::indexIsTotal(const ProgramAccess &raw,
                                   ArrayRef<std::optional<isl::pw_aff>> idx) {
  if (raw.masked)
    return false;
  for (auto [d, index] : llvm::enumerate(idx)) {
    // indexRelation bounds the range of a wide or non-affine index, which
    // may drop instances from its domain.
    if (!index || raw.extents[d] > 1)
      return false;
    isl::set defined = index->domain();
    if (isl_set_plain_is_universe(defined.get()) != isl_bool_true)
      return false;
  }
  return true;
}

bool RelationBuilder::tileRowsWrap(const ProgramAccess &raw,
                                   ArrayRef<std::optional<isl::pw_aff>> idx,
                                   const isl::set &domain) {
  size_t n = raw.shape.size();
  if (!raw.warpTile || n < 3 || raw.extents[n - 2] <= 1 || !idx[n - 2] ||
      ShapedType::isDynamic(raw.shape[n - 2]))
    return false;
  // Some instance whose last row, x + e - 1, is past the dimension's end.
  isl::pw_aff last = idx[n - 2]->add(cst(raw.extents[n - 2] - 1));
  return !last.ge_set(cst(raw.shape[n - 2])).intersect(domain).is_empty();
}

std::optional<isl::map>
RelationBuilder::byteRelation(const ProgramAccess &raw, AccessRelation &rel,
                              ArrayRef<std::optional<isl::pw_aff>> idx,
                              const isl::map &full, const isl::set &domain,
                              ByteForms &forms) {
  // bytes = elemBytes * (offset + sum_d idx_d * stride_d).
  auto memo = byteLayoutMemo.find(raw.memref);
  if (memo == byteLayoutMemo.end()) {
    ByteLayout entry;
    entry.layout = layoutOf(raw.memref, entry.why);
    if (entry.layout) {
      SmallVector<int64_t> strides;
      for (const isl::pw_aff &s : entry.layout->strides)
        if (std::optional<int64_t> c = islsup::constantValue(s))
          strides.push_back(*c);
      if (strides.size() == entry.layout->strides.size())
        entry.strides = std::move(strides);
    }
    memo = byteLayoutMemo.try_emplace(raw.memref, std::move(entry)).first;
  }
  const ByteLayout &bl = memo->second;
  std::string layoutWhy = bl.why;
  std::optional<isl::map> byteMap;
  if (const std::optional<Layout> &layout = bl.layout) {
    bool allAffine = llvm::all_of(idx, [](auto &i) { return i.has_value(); });
    bool scalar = llvm::all_of(raw.extents, [](int64_t e) { return e == 1; });
    if (!bl.strides) {
      layoutWhy = "a stride of the memref is not a constant";
    } else if (allAffine && scalar) {
      // The common case, without composing relations.
      isl::pw_aff b = layout->offset;
      for (unsigned d = 0; d < rel.rank; ++d)
        b = b.add(idx[d]->scale((*bl.strides)[d]));
      b = b.scale(rel.elemBytes);
      if (isl_pw_aff_isa_aff(b.get()) == isl_bool_true)
        forms.aff = isl::manage(isl_pw_aff_as_aff(b.copy()));
      byteMap = islsup::fromPwAff(b).intersect_domain(domain);
    } else if (std::optional<int64_t> offset =
                   islsup::constantValue(layout->offset)) {
      // [inst] -> [i0..i(r-1)] -> [bytes], the layout's linear form built
      // from constraints.
      byteMap = full.apply_range(
          linearForm(ctx, *bl.strides, *offset, rel.elemBytes));
      if (!scalar && allAffine)
        forms.touchesTwo =
            wideInstanceTouchesTwo(raw, idx, domain, *bl.strides);
    } else {
      // [inst] -> [i0..i(r-1), off]
      isl::map withOffset =
          islsup::flatRangeProduct(full, islsup::fromPwAff(layout->offset));
      std::string lin = "{ [";
      for (unsigned d = 0; d < rel.rank; ++d)
        lin += "i" + std::to_string(d) + ", ";
      lin += "off] -> [(" + std::to_string(rel.elemBytes) + " * (off";
      for (unsigned d = 0; d < rel.rank; ++d)
        lin += " + " + std::to_string((*bl.strides)[d]) + " * i" +
               std::to_string(d);
      lin += "))] }";
      byteMap = withOffset.apply_range(isl::map(ctx, lin));
    }
  }
  if (!byteMap) {
    rel.hasByteMap = false;
    result.notes.push_back({raw.op, AccessNote::Severity::Warning,
                            "no byte offset for the access to '" + rel.memref +
                                "': " + layoutWhy});
  }
  return byteMap;
}

std::optional<bool> RelationBuilder::wideInstanceTouchesTwo(
    const ProgramAccess &raw, ArrayRef<std::optional<isl::pw_aff>> idx,
    const isl::set &domain, ArrayRef<int64_t> strides) {
  for (const std::optional<isl::pw_aff> &i : idx)
    if (!i || isl_pw_aff_isa_aff(i->get()) != isl_bool_true)
      return std::nullopt;
  isl_point *point = isl_set_sample_point(domain.copy());
  if (!point || isl_point_is_void(point) != isl_bool_false) {
    isl_point_free(point);
    return std::nullopt;
  }
  // Each dimension's elements: the index's extent, clipped to the shape
  // as indexRelation's extents box clips it.
  bool known = true, some = true, two = false;
  for (unsigned d = 0; d < idx.size() && known; ++d) {
    isl_val *v =
        isl_aff_eval(isl_pw_aff_as_aff(idx[d]->copy()), isl_point_copy(point));
    known = v && isl_val_is_int(v) == isl_bool_true;
    int64_t lo = known ? isl_val_get_num_si(v) : 0;
    isl_val_free(v);
    int64_t hi = lo + raw.extents[d] - 1;
    if (!ShapedType::isDynamic(raw.shape[d]))
      hi = std::min(hi, raw.shape[d] - 1);
    lo = std::max<int64_t>(lo, 0);
    some &= hi >= lo;
    two |= hi > lo && strides[d] != 0;
  }
  isl_point_free(point);
  if (!known)
    return std::nullopt;
  return some && two;
}

bool RelationBuilder::checkInsideShape(const ProgramAccess &raw,
                                       const AccessRelation &rel,
                                       const isl::map &full) {
  // An index that provably leaves its dimension: some instance of the
  // access (whose instance set is exact) reads or writes outside the
  // memref's static shape. Only scalar, unmasked accesses with affine
  // indices are checked (a masked vector transfer may lawfully reach past
  // the end).
  bool scalarAccess =
      llvm::all_of(raw.extents, [](int64_t e) { return e == 1; });
  if (!rel.exact || !rel.affine || raw.masked || !scalarAccess || rel.rank == 0)
    return false;
  // Without ISL when the access has a box form whose hull stays inside
  // (a hull suffices: nothing in it is outside).
  auto insideByBoxes = [&] {
    IntBox hull;
    if (!rel.isl->box || !boxHull(*rel.isl->box, hull))
      return false;
    for (unsigned d = 0; d < rel.rank; ++d)
      if (!ShapedType::isDynamic(raw.shape[d]) &&
          hull[d].first <= hull[d].second &&
          (hull[d].first < 0 || hull[d].second >= raw.shape[d]))
        return false;
    return true;
  };
  bool allStatic = llvm::none_of(raw.shape, ShapedType::isDynamic);
  if (insideByBoxes())
    return allStatic;
  // The rational bounds of each index: enough where the digits of a divided
  // position are bounded by their division's constraints (a convolution's
  // output pixel), without ISL's integer test of the outside.
  if (allStatic &&
      islsup::outputsInsideByRelaxation(
          full, std::vector<int64_t>(raw.shape.begin(), raw.shape.end())))
    return true;
  // The instances whose index is outside the shape: the relation with its
  // range restricted to the outside of the shape's box (an emptiness test,
  // not the range's projection, which ISL may take very long to compute
  // for loops with steps and strided indices).
  std::string dims, outside;
  for (unsigned d = 0; d < rel.rank; ++d) {
    std::string o = "o" + std::to_string(d);
    dims += (d ? ", " : "") + o;
    if (ShapedType::isDynamic(raw.shape[d]))
      continue;
    outside += std::string(outside.empty() ? "" : " or ") + o + " < 0 or " + o +
               " >= " + std::to_string(raw.shape[d]);
  }
  if (outside.empty())
    return false;
  std::optional<std::string> sample;
  bool empty = false;
  bool ok = islsupport::withOperationBudget(ctx, 5'000'000, [&] {
    isl::set beyond(ctx, "{ [" + dims + "] : " + outside + " }");
    isl::map instances =
        isl::manage(isl_map_reset_tuple_id(full.copy(), isl_dim_out));
    isl::map bad = instances.intersect_range(beyond);
    // Only with every size known (no parameters): then it is proven.
    if (isl_map_dim(bad.get(), isl_dim_param) != 0)
      return;
    if (!bad.is_empty())
      sample = islsup::toString(isl::set(
          isl::manage(isl_basic_map_range(isl_map_sample(bad.copy())))));
    else
      empty = true;
  });
  if (ok && sample)
    result.notes.push_back(
        {raw.op, AccessNote::Severity::Warning,
         "the access to '" + rel.memref +
             "' can index outside its shape, for example at " + *sample +
             "; the traffic of those instances is counted as if the memory "
             "were there"});
  return ok && empty && allStatic;
}

void RelationBuilder::analyse(const ProgramAccess &raw) {
  AccessRelation rel;
  rel.op = raw.op;
  rel.kind = raw.kind;
  rel.space = raw.space;
  rel.root = program.valueOf(raw.root);
  rel.memref = program.rootName(raw.root);
  rel.indexesRootDirectly = raw.indexesRootDirectly;
  rel.elemBytes = raw.elemBytes;
  rel.vectorWidth = 1;
  for (int64_t e : raw.extents)
    rel.vectorWidth *= e;
  rel.rank = raw.shape.size();

  SmallVector<std::string> why;
  isl::set domain = domainOf(program.instr(raw.instr).block, rel.exact, why);
  if (raw.masked) {
    rel.exact = false;
    why.push_back("the access is masked; all lanes of the vector are counted");
  }
  SmallVector<std::string> idxWhy;
  SmallVector<std::optional<isl::pw_aff>> idx = accessIndices(raw, idxWhy);
  isl::map full = indexRelation(raw, rel, idx, idxWhy).intersect_domain(domain);
  rel.clippedTile = tileRowsWrap(raw, idx, domain);
  ByteForms forms;
  std::optional<isl::map> byteMap =
      byteRelation(raw, rel, idx, full, domain, forms);
  if (!rel.exact)
    result.notes.push_back(
        {raw.op, AccessNote::Severity::Remark,
         "the instances of the access to '" + rel.memref +
             "' are over-approximated: " + llvm::join(why, "; ")});

  // Project out the loops that do not enclose the access.
  llvm::SmallBitVector keep = enclosingDims(program.instr(raw.instr).block);
  auto finish = [&](isl::map m) {
    isl_map *raw = projectOutOthers(m, keep).release();
    raw = isl_map_set_tuple_name(raw, isl_dim_out, rel.memref.c_str());
    return isl::manage(raw);
  };
  for (unsigned d = 0; d < dimNames.size(); ++d)
    if (keep.test(d))
      rel.instanceDims.push_back(dimNames[d]);
  auto maps = std::make_shared<IslAccessMaps>();
  maps->context = holder;
  maps->index = finish(full);
  if (byteMap) {
    maps->bytes = finish(*byteMap);
    maps->byteAff = keptDims(forms.aff, keep);
    maps->touchesTwoBytes = forms.touchesTwo;
  }
  // An index that brings in a parameter of its own (an external value)
  // gives its domain another space than its neighbours': compared by ISL as
  // before.
  bool sameParams = isl_map_dim(maps->index.get(), isl_dim_param) ==
                    isl_set_dim(domain.get(), isl_dim_param);
  maps->domainBlock = sameParams && indexIsTotal(raw, idx)
                          ? program.instr(raw.instr).block
                          : -1;
  rel.isl = maps;
  // The digit forms read what ISL's simplified constraints hide (block
  // tiles wider than the block, divided thread ids, loop steps); the
  // constraints read periodic indices.
  maps->box = boxFormOf(raw, rel);
  if (!maps->box)
    maps->box = extractBoxAccess(rel, sizes);
  bool inside = checkInsideShape(raw, rel, full);
  // Only inside the shape are the element-linear index and the index the
  // same elements: an index past a row's end stands for a chunk of its own
  // in the index space (the traffic "as if the memory were there") and for
  // one of the next row in the linear one.
  if (!maps->box && inside)
    linearForms(rel, *maps);
  result.accesses.push_back(std::move(rel));
}

void RelationBuilder::linearForms(const AccessRelation &rel,
                                  IslAccessMaps &maps) {
  if (maps.bytes.is_null() || !rel.indexesRootDirectly ||
      rel.vectorWidth != 1 || rel.elemBytes <= 0 || !rel.exact || !rel.affine)
    return;
  auto type = dyn_cast<MemRefType>(rel.root.getType());
  if (!type || !type.hasStaticShape() || !type.getLayout().isIdentity())
    return;
  // The element-linear index: the byte offset over the element size (a
  // multiple of it in a buffer of identity layout).
  isl::map elements =
      isl::manage(isl_map_reset_tuple_id(maps.bytes.copy(), isl_dim_out));
  elements = elements.apply_range(
      isl::map(maps.context->get(),
               "{ [x] -> [floor(x/" + std::to_string(rel.elemBytes) + ")] }"));
  // ISL may keep the offset as a residue whose other values the bounds
  // exclude (`(o - f) mod 200704 = 0` where only o = f is in range): its
  // implicit equalities make it the function again.
  elements = isl::manage(isl_map_remove_redundancies(
      isl_map_detect_equalities(elements.release())));
  if (islsup::hasExistentials(elements))
    return;
  maps.offsets = extractOffsetForm(elements, sizes);
  AccessRelation linear = rel;
  auto linearMaps = std::make_shared<IslAccessMaps>();
  linearMaps->context = maps.context;
  linearMaps->index = elements;
  linear.isl = linearMaps;
  linear.rank = 1;
  maps.linearBox = extractBoxAccess(linear, sizes);
}

llvm::SmallBitVector RelationBuilder::enclosingDims(int32_t block) const {
  llvm::SmallDenseSet<int32_t, 8> enclosing;
  for (int32_t b = block; program.block(b).owner >= 0;
       b = program.instr(program.block(b).owner).block)
    enclosing.insert(program.block(b).owner);
  llvm::SmallBitVector keep(dimNames.size(), true);
  for (auto &[loop, first] : loopFirstDim) {
    if (enclosing.count(loop))
      continue;
    for (unsigned k = 0, n = loopDims(program.instr(loop)); k < n; ++k)
      keep.reset(first + k);
  }
  return keep;
}

std::optional<isl::aff>
RelationBuilder::keptDims(const std::optional<isl::aff> &aff,
                          const llvm::SmallBitVector &keep) {
  // The dimensions projectOutOthers drops or projects out: an offset that
  // reads one is no function of the others.
  if (!aff)
    return std::nullopt;
  isl_aff *raw = aff->copy();
  for (int d = static_cast<int>(keep.size()) - 1; d >= 0 && raw; --d) {
    if (keep.test(d))
      continue;
    if (isl_aff_involves_dims(raw, isl_dim_in, d, 1) != isl_bool_false) {
      isl_aff_free(raw);
      return std::nullopt;
    }
    raw = isl_aff_drop_dims(raw, isl_dim_in, d, 1);
  }
  return isl::manage(raw);
}

isl::map RelationBuilder::projectOutOthers(isl::map m,
                                           const llvm::SmallBitVector &keep) {
  // A loop that does not enclose the access constrains nothing in its
  // relation: its dimension is dropped, which is its projection without
  // the simplification isl_map_project_out makes (a tenth of a contraction
  // tiling's time). One that is constrained is projected out.
  // Runs of such dimensions go in one call (each call simplifies the map).
  isl_map *raw = m.release();
  for (int d = static_cast<int>(keep.size()) - 1; d >= 0; --d) {
    if (keep.test(d))
      continue;
    if (isl_map_involves_dims(raw, isl_dim_in, d, 1) != isl_bool_false) {
      raw = isl_map_project_out(raw, isl_dim_in, d, 1);
      continue;
    }
    int first = d;
    while (first > 0 && !keep.test(first - 1) &&
           isl_map_involves_dims(raw, isl_dim_in, first - 1, 1) ==
               isl_bool_false)
      --first;
    raw = isl_map_remove_dims(raw, isl_dim_in, first, d - first + 1);
    d = first;
  }
  return isl::manage(raw);
}

KernelAccesses RelationBuilder::run() {
  result.sizes = sizes;
  buildSpace();
  for (uint32_t i : program.postOrder()) {
    const ProgramInstr &in = program.instr(i);
    if (in.kind == ProgramInstr::Kind::Access)
      analyse(program.accessAt(in.access));
    if (!in.unmodelledNote.empty())
      result.notes.push_back(
          {in.op, AccessNote::Severity::Warning, in.unmodelledNote});
  }
  return result;
}

KernelAccesses mlir::warp::computeAccessRelations(const KernelProgram &program,
                                                  const LaunchSizes &sizes) {
  auto holder = std::make_shared<IslContextHolder>();
  try {
    RelationBuilder builder(program, sizes, holder);
    return builder.run();
  } catch (const isl::exception &e) {
    KernelAccesses failed;
    failed.sizes = sizes;
    AccessNote note;
    note.op = program.kernel();
    note.severity = AccessNote::Severity::Error;
    note.message =
        std::string("internal ISL error while building access relations: ") +
        e.what();
    failed.notes.push_back(std::move(note));
    return failed;
  }
}

KernelAccesses
mlir::warp::computeAccessRelations(const LaunchContext &context) {
  KernelProgram program(context.kernel, context.constantArgs);
  return computeAccessRelations(program, context);
}
