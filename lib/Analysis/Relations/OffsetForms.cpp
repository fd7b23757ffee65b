//===- OffsetForms.cpp - Element offsets enumerated in C++ ----------------===//
//
// See OffsetForms.h.
//
//===----------------------------------------------------------------------===//

#include "Analysis/Relations/OffsetForms.h"

#include "Analysis/Relations/IslRows.h"

#include "llvm/Support/MathExtras.h"

#include <algorithm>
#include <cstdlib>

using namespace mlir;
using namespace mlir::warp;

namespace {

/// Reads one basic map into `out`; false when it has no offset form.
/// `empty` is set when a constant constraint has no solution.
bool readPiece(isl_basic_map *bmap, unsigned nIn, OffsetForm::Piece &out,
               bool &empty) {
  std::vector<IslRow> rows;
  if (!readIslRows(bmap, rows))
    return false;
  const IslRow *def = nullptr;
  for (const IslRow &r : rows) {
    if (r.in.size() != nIn || r.out.size() != 1 ||
        llvm::any_of(r.div, [](int64_t c) { return c != 0; }))
      return false;
    if (!def && r.equality && std::abs(r.out[0]) == 1)
      def = &r;
  }
  if (!def)
    return false;
  // out * o + in . x + c = 0  =>  o = -out * (in . x + c).
  out.offset.assign(nIn, 0);
  for (unsigned i = 0; i < nIn; ++i)
    out.offset[i] = -def->out[0] * def->in[i];
  out.constant = -def->out[0] * def->constant;
  empty = false;
  for (const IslRow &r : rows) {
    if (&r == def)
      continue;
    OffsetForm::Constraint c;
    c.coef.assign(r.in.begin(), r.in.end());
    c.constant = r.constant;
    c.equality = r.equality;
    for (unsigned i = 0; i < nIn; ++i)
      if (!addRowProduct(c.coef[i], r.out[0], out.offset[i]))
        return false;
    if (!addRowProduct(c.constant, r.out[0], out.constant))
      return false;
    if (llvm::any_of(c.coef,
                     [](int64_t v) { return std::abs(v) >= kIslRowLimit; }) ||
        std::abs(c.constant) >= kIslRowLimit)
      return false;
    if (llvm::all_of(c.coef, [](int64_t v) { return v == 0; })) {
      if (c.equality ? c.constant != 0 : c.constant < 0)
        empty = true;
      continue;
    }
    out.constraints.push_back(std::move(c));
  }
  return true;
}

/// An interval end at or past Interval's defaults: unbounded.
bool unbounded(const Interval &v) {
  return v.lo <= INT64_MIN / 4 || v.hi >= INT64_MAX / 4;
}

int64_t floorDiv(int64_t a, int64_t b) { return llvm::divideFloorSigned(a, b); }

/// The nested loops of one piece: the dimensions in `order`, each bounded by
/// the constraints whose last dimension (in that order) it is.
class PieceWalker {
public:
  PieceWalker(const OffsetForm::Piece &piece, ArrayRef<Interval> range,
              ArrayRef<unsigned> order, int64_t unit, llvm::BitVector &marks,
              int64_t &budget)
      : piece(piece), range(range), order(order), unit(unit), marks(marks),
        budget(budget), value(range.size(), 0), levels(order.size()) {
    SmallVector<unsigned> position(order.size());
    for (auto [p, d] : llvm::enumerate(order))
      position[d] = p;
    for (const OffsetForm::Constraint &c : piece.constraints) {
      unsigned level = 0;
      for (auto [d, a] : llvm::enumerate(c.coef))
        if (a)
          level = std::max(level, position[d]);
      levels[level].push_back(&c);
    }
  }

  enum class Result { Done, Unbounded, Failed };
  Result walk(unsigned pos) {
    unsigned d = order[pos];
    Interval v = range[d];
    for (const OffsetForm::Constraint *c : levels[pos]) {
      int64_t rest;
      if (!dot(c->coef, c->constant, d, rest))
        return Result::Failed;
      bound(v, c->coef[d], rest, c->equality); // a * x + rest >= 0 (== 0)
      if (v.empty())
        return Result::Done;
    }
    if (unbounded(v))
      return Result::Unbounded;
    if (pos + 1 == order.size())
      return mark(d, v.lo, v.hi) ? Result::Done : Result::Failed;
    for (int64_t x = v.lo; x <= v.hi; ++x) {
      if (--budget < 0)
        return Result::Failed;
      value[d] = x;
      if (Result r = walk(pos + 1); r != Result::Done)
        return r;
    }
    return Result::Done;
  }

private:
  /// sum coef[e] * value[e] over e != skip, plus `constant`, into `out`;
  /// false on overflow.
  bool dot(ArrayRef<int64_t> coef, int64_t constant, unsigned skip,
           int64_t &out) const {
    out = constant;
    for (auto [e, a] : llvm::enumerate(coef)) {
      int64_t term;
      if (a && e != skip &&
          (__builtin_mul_overflow(a, value[e], &term) ||
           __builtin_add_overflow(out, term, &out)))
        return false;
    }
    return out > INT64_MIN / 4 && out < INT64_MAX / 4;
  }
  bool markChunk(int64_t offset) {
    int64_t chunk = floorDiv(offset, unit);
    if (chunk < 0 || chunk >= static_cast<int64_t>(marks.size()))
      return false;
    marks.set(static_cast<unsigned>(chunk));
    return true;
  }
  /// Marks the chunks of the offsets of dimension `d` over [l, h], the
  /// other dimensions at `value`.
  bool mark(unsigned d, int64_t l, int64_t h) {
    int64_t base, a = piece.offset[d], first, last;
    if (!dot(piece.offset, piece.constant, d, base) ||
        __builtin_mul_overflow(a, l, &first) ||
        __builtin_add_overflow(base, first, &first) ||
        __builtin_mul_overflow(a, h, &last) ||
        __builtin_add_overflow(base, last, &last))
      return false;
    if (first > last)
      std::swap(first, last);
    if (a == 0 || l == h)
      return markChunk(first);
    if (std::abs(a) <= unit) { // No chunk between two offsets is skipped.
      int64_t c0 = floorDiv(first, unit), c1 = floorDiv(last, unit);
      if (c0 < 0 || c1 >= static_cast<int64_t>(marks.size()))
        return false;
      marks.set(static_cast<unsigned>(c0), static_cast<unsigned>(c1) + 1);
      return true;
    }
    budget -= h - l + 1;
    if (budget < 0)
      return false;
    for (int64_t off = first; off <= last; off += std::abs(a))
      if (!markChunk(off))
        return false;
    return true;
  }

  const OffsetForm::Piece &piece;
  ArrayRef<Interval> range;
  ArrayRef<unsigned> order;
  int64_t unit;
  llvm::BitVector &marks;
  int64_t &budget;
  SmallVector<int64_t> value;
  SmallVector<SmallVector<const OffsetForm::Constraint *>> levels;
};

/// The launch's bounds of each dimension over `blocks`, narrowed by the
/// piece's constraints on one dimension; false when one is empty.
bool dimensionBounds(const OffsetForm &form, const OffsetForm::Piece &piece,
                     const BlockBox *blocks, SmallVectorImpl<Interval> &range) {
  range.assign(form.numDims, Interval());
  for (int k = 0; k < 3; ++k) {
    range[k] =
        blocks ? Interval{std::max<int64_t>((*blocks)[k].first, 0),
                          std::min((*blocks)[k].second, form.gridDim[k] - 1)}
               : Interval{0, form.gridDim[k] - 1};
    range[3 + k] = Interval{0, form.blockDim[k] - 1};
  }
  for (const OffsetForm::Constraint &c : piece.constraints) {
    int only = -1;
    for (auto [d, a] : llvm::enumerate(c.coef))
      if (a)
        only = only == -1 ? static_cast<int>(d) : -2;
    if (only >= 0)
      bound(range[only], c.coef[only], c.constant, c.equality);
  }
  return llvm::none_of(range, [](const Interval &v) { return v.empty(); });
}

} // namespace

std::optional<OffsetForm>
mlir::warp::extractOffsetForm(const isl::map &elements,
                              const LaunchSizes &sizes) {
  if (elements.is_null() || !sizes.hasConstantSizes())
    return std::nullopt;
  isl_map *map = elements.get();
  unsigned nIn = isl_map_dim(map, isl_dim_in);
  if (nIn < 6 || isl_map_dim(map, isl_dim_out) != 1 ||
      isl_map_dim(map, isl_dim_param) != 0)
    return std::nullopt;
  OffsetForm form;
  form.numDims = nIn;
  for (int k = 0; k < 3; ++k) {
    form.blockDim[k] = *sizes.block[k];
    form.gridDim[k] = *sizes.grid[k];
  }
  struct Data {
    OffsetForm *form;
    bool ok = true;
  } data{&form};
  isl_map_foreach_basic_map(
      map,
      [](isl_basic_map *bmap, void *user) -> isl_stat {
        Data &d = *static_cast<Data *>(user);
        OffsetForm::Piece piece;
        bool empty = false;
        d.ok = readPiece(bmap, d.form->numDims, piece, empty);
        isl_basic_map_free(bmap);
        if (d.ok && !empty)
          d.form->pieces.push_back(std::move(piece));
        return d.ok ? isl_stat_ok : isl_stat_error;
      },
      &data);
  if (!data.ok)
    return std::nullopt;
  return form;
}

bool mlir::warp::markOffsetChunks(const OffsetForm &form,
                                  const BlockBox *blocks, int64_t unit,
                                  llvm::BitVector &marks, int64_t &budget) {
  if (unit <= 0)
    return false;
  for (const OffsetForm::Piece &piece : form.pieces) {
    SmallVector<Interval> range;
    if (!dimensionBounds(form, piece, blocks, range))
      continue;
    // A dimension that neither moves the offset nor meets another in a
    // constraint (the split of a split-K grid) takes one value: each of
    // its values marks the same chunks.
    for (unsigned d = 0; d < form.numDims; ++d)
      if (!piece.offset[d] &&
          llvm::none_of(piece.constraints, [&](const auto &c) {
            return c.coef[d] &&
                   llvm::count_if(c.coef, [](int64_t v) { return v; }) > 1;
          }))
        range[d].hi = range[d].lo;
    // The innermost loop: the dimension with the smallest offset
    // coefficient that takes several values, whose offsets are then runs.
    int inner = -1;
    for (unsigned d = 0; d < form.numDims; ++d)
      if (piece.offset[d] && range[d].lo != range[d].hi &&
          (inner < 0 ||
           std::abs(piece.offset[d]) < std::abs(piece.offset[inner])))
        inner = d;
    SmallVector<unsigned> natural, order;
    for (unsigned d = 0; d < form.numDims; ++d) {
      natural.push_back(d);
      if (static_cast<int>(d) != inner)
        order.push_back(d);
    }
    if (inner >= 0)
      order.push_back(inner);
    auto result = PieceWalker(piece, range, order, unit, marks, budget).walk(0);
    // A loop bounded by the dimension taken innermost: the instance
    // dimensions in their own order (loops after the ids they depend on).
    if (result == PieceWalker::Result::Unbounded && order != natural)
      result = PieceWalker(piece, range, natural, unit, marks, budget).walk(0);
    if (result != PieceWalker::Result::Done)
      return false;
  }
  return true;
}
