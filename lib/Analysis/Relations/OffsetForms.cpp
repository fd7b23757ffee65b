//===- OffsetForms.cpp - Element offsets enumerated in C++ ----------------===//
//
// See OffsetForms.h.
//
//===----------------------------------------------------------------------===//

#include "Analysis/Relations/OffsetForms.h"

#include "Analysis/Relations/IslRows.h"

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

int64_t floorDiv(int64_t a, int64_t b) {
  int64_t q = a / b;
  return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q;
}

constexpr int64_t kUnbounded = int64_t(1) << 62;

/// The nested loops of one piece: the dimensions in `order`, each bounded by
/// the constraints whose last dimension (in that order) it is.
class PieceWalker {
public:
  PieceWalker(const OffsetForm::Piece &piece, ArrayRef<int64_t> lo,
              ArrayRef<int64_t> hi, ArrayRef<unsigned> order, int64_t unit,
              llvm::BitVector &marks, int64_t &budget)
      : piece(piece), lo(lo), hi(hi), order(order), unit(unit), marks(marks),
        budget(budget), value(lo.size(), 0), levels(order.size()) {
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
    int64_t l = lo[d], h = hi[d];
    for (const OffsetForm::Constraint *c : levels[pos]) {
      int64_t rest;
      if (!dot(c->coef, c->constant, d, rest))
        return Result::Failed;
      int64_t a = c->coef[d];
      // a * x + rest >= 0 (== 0).
      if (c->equality) {
        if (rest % a != 0)
          return Result::Done;
        int64_t x = -rest / a;
        if (x < l || x > h)
          return Result::Done;
        l = h = x;
      } else if (a > 0) {
        l = std::max(l, a == 1 ? -rest : -floorDiv(rest, a));
      } else {
        h = std::min(h, a == -1 ? rest : floorDiv(rest, -a));
      }
      if (l > h)
        return Result::Done;
    }
    if (l <= -kUnbounded || h >= kUnbounded)
      return Result::Unbounded;
    if (pos + 1 == order.size())
      return mark(d, l, h) ? Result::Done : Result::Failed;
    for (int64_t x = l; x <= h; ++x) {
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
    return out > -kUnbounded && out < kUnbounded;
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
  ArrayRef<int64_t> lo, hi;
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
                     const BlockBox *blocks, SmallVectorImpl<int64_t> &lo,
                     SmallVectorImpl<int64_t> &hi) {
  lo.assign(form.numDims, -kUnbounded);
  hi.assign(form.numDims, kUnbounded);
  for (int k = 0; k < 3; ++k) {
    lo[k] = blocks ? std::max<int64_t>((*blocks)[k].first, 0) : 0;
    hi[k] = blocks ? std::min((*blocks)[k].second, form.gridDim[k] - 1)
                   : form.gridDim[k] - 1;
    lo[3 + k] = 0;
    hi[3 + k] = form.blockDim[k] - 1;
  }
  for (const OffsetForm::Constraint &c : piece.constraints) {
    int only = -1;
    for (auto [d, a] : llvm::enumerate(c.coef))
      if (a)
        only = only == -1 ? static_cast<int>(d) : -2;
    if (only < 0)
      continue;
    int64_t a = c.coef[only];
    if (c.equality || a > 0)
      lo[only] = std::max(lo[only], -floorDiv(c.constant, a));
    if (c.equality || a < 0)
      hi[only] = std::min(hi[only], floorDiv(c.constant, -a));
  }
  for (unsigned d = 0; d < form.numDims; ++d)
    if (lo[d] > hi[d])
      return false;
  return true;
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
    SmallVector<int64_t> lo, hi;
    if (!dimensionBounds(form, piece, blocks, lo, hi))
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
        hi[d] = lo[d];
    // The innermost loop: the dimension with the smallest offset
    // coefficient that takes several values, whose offsets are then runs.
    int inner = -1;
    for (unsigned d = 0; d < form.numDims; ++d)
      if (piece.offset[d] && lo[d] != hi[d] &&
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
    auto result =
        PieceWalker(piece, lo, hi, order, unit, marks, budget).walk(0);
    // A loop bounded by the dimension taken innermost: the instance
    // dimensions in their own order (loops after the ids they depend on).
    if (result == PieceWalker::Result::Unbounded && order != natural)
      result = PieceWalker(piece, lo, hi, natural, unit, marks, budget).walk(0);
    if (result != PieceWalker::Result::Done)
      return false;
  }
  return true;
}
