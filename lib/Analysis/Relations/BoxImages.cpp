//===- BoxImages.cpp - Access relations whose images are boxes ------------===//
//
// See BoxImages.h.
//
//===----------------------------------------------------------------------===//

#include "Analysis/Relations/BoxImages.h"

#include "Analysis/Relations/IslAccessMaps.h"
#include "Analysis/Relations/IslRows.h"

#include "llvm/Support/Debug.h"

#include <isl/constraint.h>

#include <numeric>

#define DEBUG_TYPE "warp-box-images"

using namespace mlir;
using namespace mlir::warp;

namespace {

int64_t floorDiv(int64_t a, int64_t b) {
  int64_t q = a / b;
  return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q;
}

int64_t ceilDiv(int64_t a, int64_t b) { return -floorDiv(-a, b); }

using Row = IslRow;
constexpr int64_t kLimit = kIslRowLimit;

} // namespace

void mlir::warp::bound(Interval &v, int64_t a, int64_t c, bool equality) {
  if (equality) {
    if (c % a != 0) {
      v = Interval{1, 0};
      return;
    }
    v.atLeast(-c / a);
    v.atMost(-c / a);
    return;
  }
  if (a > 0)
    v.atLeast(ceilDiv(-c, a));
  else
    v.atMost(floorDiv(c, -a));
}

namespace {

/// Interval of `sum coef * var + constant` over the variables' intervals;
/// nullopt if a variable with a coefficient is unbounded.
std::optional<Interval> evaluate(ArrayRef<int64_t> coef,
                                 ArrayRef<Interval> vars, int64_t constant,
                                 int skip) {
  __int128 lo = constant, hi = constant;
  for (size_t i = 0; i < coef.size(); ++i) {
    if (!coef[i] || static_cast<int>(i) == skip)
      continue;
    const Interval &v = vars[i];
    if (v.lo <= -kLimit || v.hi >= kLimit)
      return std::nullopt;
    __int128 a = static_cast<__int128>(coef[i]) * v.lo,
             b = static_cast<__int128>(coef[i]) * v.hi;
    lo += std::min(a, b);
    hi += std::max(a, b);
  }
  if (lo <= -(__int128(1) << 61) || hi >= (__int128(1) << 61))
    return std::nullopt;
  return Interval{static_cast<int64_t>(lo), static_cast<int64_t>(hi)};
}

/// Replaces the existentially quantified variables of `rows` by each of the
/// values they can take (found from the other variables' bounds; ISL writes
/// `(x + N - 1) mod N` with one), giving div-free row sets. False when a
/// variable is unbounded or takes too many values.
bool expandExistentials(const std::vector<Row> &rows, unsigned nIn,
                        ArrayRef<Interval> inBounds,
                        std::vector<std::vector<Row>> &out) {
  unsigned nDiv = rows.empty() ? 0 : rows.front().div.size();
  if (nDiv == 0) {
    out.push_back(rows);
    return true;
  }
  unsigned nOut = rows.front().out.size();
  // Variables: in, out, divs; bounds of in and out from one-variable rows.
  unsigned n = nIn + nOut + nDiv;
  SmallVector<Interval> vars(n);
  for (unsigned i = 0; i < nIn; ++i)
    vars[i] = inBounds[i];
  auto coefficients = [&](const Row &r) {
    SmallVector<int64_t> c(r.in.begin(), r.in.end());
    c.append(r.out.begin(), r.out.end());
    c.append(r.div.begin(), r.div.end());
    return c;
  };
  // Bound propagation, a few rounds: each row bounds each of its variables
  // by the others' intervals.
  for (int round = 0; round < 3; ++round)
    for (const Row &r : rows) {
      SmallVector<int64_t> c = coefficients(r);
      for (unsigned i = 0; i < n; ++i) {
        if (!c[i])
          continue;
        auto rest = evaluate(c, vars, r.constant, i);
        if (!rest)
          continue;
        // c_i * v + rest >= 0 (and <= 0 for an equality).
        bound(vars[i], c[i], rest->hi, false);
        if (r.equality)
          bound(vars[i], -c[i], -rest->lo, false);
      }
    }
  constexpr int64_t kMaxValues = 64;
  int64_t combos = 1;
  for (unsigned k = 0; k < nDiv; ++k) {
    const Interval &e = vars[nIn + nOut + k];
    if (e.empty())
      return true; // No solution at all.
    if (e.lo <= -kLimit || e.hi >= kLimit)
      return false;
    combos *= e.hi - e.lo + 1;
    if (combos > kMaxValues)
      return false;
  }
  for (int64_t m = 0; m < combos; ++m) {
    std::vector<Row> fixed;
    int64_t rest = m;
    SmallVector<int64_t> value(nDiv);
    for (unsigned k = 0; k < nDiv; ++k) {
      const Interval &e = vars[nIn + nOut + k];
      value[k] = e.lo + rest % (e.hi - e.lo + 1);
      rest /= e.hi - e.lo + 1;
    }
    for (const Row &r : rows) {
      Row f = r;
      for (unsigned k = 0; k < nDiv; ++k)
        f.constant += r.div[k] * value[k];
      f.div.clear();
      fixed.push_back(std::move(f));
    }
    out.push_back(std::move(fixed));
  }
  return true;
}

/// Past this many pieces (existential values times blocks taken one at a
/// time: 4096 for a SIMT tiling's staged B tile on a 16 x 8 grid) a box
/// form costs more to build and to use than ISL's relation, which stays.
constexpr size_t kMaxBoxPieces = 256;

class Extractor {
public:
  Extractor(const LaunchSizes &sizes, unsigned nIn) : nIn(nIn) {
    for (int k = 0; k < 3; ++k) {
      blockDim[k] = *sizes.block[k];
      gridDim[k] = *sizes.grid[k];
    }
  }

  /// The piece of one basic map, or false if it has no box form. `empty`
  /// is set when its constraints have no solution.
  bool piece(const std::vector<Row> &rows, unsigned rank, BoxPiece &p,
             bool &empty);
  /// Each index from an equality that names it alone, with coefficient
  /// +-1 (false if one has none).
  bool defineIndices(const std::vector<Row> &raw, unsigned rank,
                     SmallVectorImpl<std::optional<Row>> &defs);
  /// Every constraint over the instance dimensions only.
  bool substitute(const std::vector<Row> &raw, unsigned rank,
                  ArrayRef<std::optional<Row>> defs, std::vector<Row> &rows);
  /// The constraints on each axis (block and thread first: a fixed block id
  /// turns the others into constraints on the global coordinate), and on
  /// compounds of several.
  bool axisConstraints(const std::vector<Row> &rows, BoxPiece &p, bool &empty);
  /// A form over several axes: lambda * (its compound) + extra; the index
  /// of the compound in `p`, or -1.
  int compoundOf(ArrayRef<int64_t> in, BoxPiece &p, int64_t &lambda,
                 int64_t &extra);
  /// The buffer's indices over the axes and compounds.
  bool pieceIndices(ArrayRef<std::optional<Row>> defs, unsigned rank,
                    BoxPiece &p);

  /// The pieces of one basic map, appended to `out`. When ISL wrote an
  /// index with a block coefficient other than the block size (it keeps the
  /// coefficients of `x mod N` within (-N/2, N/2]), the blocks of a short
  /// grid dimension are taken one at a time, which makes the form one of
  /// the global coordinate again.
  bool pieces(const std::vector<Row> &rows, unsigned rank,
              std::vector<BoxPiece> &out, int fromAxis, bool split) {
    if (out.size() > kMaxBoxPieces)
      return false;
    BoxPiece p;
    bool empty = false;
    if (piece(rows, rank, p, empty)) {
      if (!empty)
        out.push_back(std::move(p));
      return true;
    }
    if (!split)
      return false;
    constexpr int64_t kMaxSplitBlocks = 16;
    // One axis whose blocks, taken one at a time, each give a piece: G_k
    // pieces (the nested splits below would take every combination with
    // the axes before it: 16^3 pieces for a short 3-D grid).
    for (int k = fromAxis; k < 3; ++k)
      if (gridDim[k] > 1 && gridDim[k] <= kMaxSplitBlocks &&
          splitOneAxis(rows, rank, k, out))
        return true;
    for (int k = fromAxis; k < 3; ++k) {
      if (gridDim[k] <= 1 || gridDim[k] > kMaxSplitBlocks)
        continue;
      for (int64_t b = 0; b < gridDim[k]; ++b) {
        std::vector<Row> fixed = rows;
        Row eq;
        eq.in.assign(nIn, 0);
        eq.out.assign(rank, 0);
        eq.in[k] = 1;
        eq.constant = -b;
        eq.equality = true;
        fixed.push_back(std::move(eq));
        if (!pieces(fixed, rank, out, k + 1, split))
          return false;
      }
      return true;
    }
    return false;
  }

  /// The pieces of `rows` with block id k fixed to each of its values,
  /// appended to `out`; false (nothing appended) if one has no box form.
  bool splitOneAxis(const std::vector<Row> &rows, unsigned rank, int k,
                    std::vector<BoxPiece> &out) {
    std::vector<BoxPiece> found;
    std::vector<Row> fixed = rows;
    Row eq;
    eq.in.assign(nIn, 0);
    eq.out.assign(rank, 0);
    eq.in[k] = 1;
    eq.equality = true;
    fixed.push_back(eq);
    for (int64_t b = 0; b < gridDim[k]; ++b) {
      fixed.back().constant = -b;
      BoxPiece p;
      bool empty = false;
      if (!piece(fixed, rank, p, empty) ||
          out.size() + found.size() > kMaxBoxPieces)
        return false;
      if (!empty)
        found.push_back(std::move(p));
    }
    for (BoxPiece &p : found)
      out.push_back(std::move(p));
    return true;
  }

  unsigned numIn() const { return nIn; }
  /// The launch's bounds of the block and thread ids; loops unbounded.
  SmallVector<Interval> inBounds() const {
    SmallVector<Interval> b(nIn);
    for (int k = 0; k < 3; ++k) {
      b[k] = Interval{0, gridDim[k] - 1};
      b[3 + k] = Interval{0, blockDim[k] - 1};
    }
    return b;
  }

private:
  /// The axis a form over `in` depends on: -2 none, -1 several, else the
  /// axis (0-2: x, y, z; 3...: loops).
  int axisOf(ArrayRef<int64_t> in) const {
    int axis = -2;
    for (unsigned i = 0; i < nIn; ++i) {
      if (!in[i])
        continue;
      int a = i < 6 ? static_cast<int>(i % 3) : static_cast<int>(i - 3);
      if (axis != -2 && axis != a)
        return -1;
      axis = a;
    }
    return axis;
  }
  /// The coefficient of the global coordinate g = B * b + t in
  /// `ab * b + at * t` (plus a constant `extra`, when the block is fixed),
  /// or nullopt if the form is not one of g.
  std::optional<int64_t> globalCoefficient(int k, int64_t ab, int64_t at,
                                           const BoxPiece &p,
                                           int64_t &extra) const {
    extra = 0;
    if (blockDim[k] == 1) // t = 0
      return ab;
    if (gridDim[k] == 1) // b = 0
      return at;
    if (ab == blockDim[k] * at)
      return at;
    if (p.block[k].lo == p.block[k].hi) { // b = b0
      __int128 e = (static_cast<__int128>(ab) -
                    static_cast<__int128>(blockDim[k]) * at) *
                   p.block[k].lo;
      if (e < -kLimit * 1024 || e > kLimit * 1024)
        return std::nullopt;
      extra = static_cast<int64_t>(e);
      return at;
    }
    return std::nullopt;
  }

  unsigned nIn;
  std::array<int64_t, 3> blockDim, gridDim;
};

bool Extractor::defineIndices(const std::vector<Row> &raw, unsigned rank,
                              SmallVectorImpl<std::optional<Row>> &defs) {
  // Each index from an equality that names it alone, with coefficient +-1.
  defs.assign(rank, std::nullopt);
  for (const Row &r : raw) {
    if (!r.equality)
      continue;
    int only = -1, count = 0;
    for (unsigned j = 0; j < rank; ++j)
      if (r.out[j]) {
        only = j;
        ++count;
      }
    if (count != 1 || std::abs(r.out[only]) != 1 || defs[only])
      continue;
    // out * o + in . x + c = 0  =>  o = -out * (in . x + c).
    Row d;
    d.in.resize(nIn);
    for (unsigned i = 0; i < nIn; ++i)
      d.in[i] = -r.out[only] * r.in[i];
    d.constant = -r.out[only] * r.constant;
    defs[only] = std::move(d);
  }
  for (auto &d : defs)
    if (!d)
      return false;
  return true;
}

bool Extractor::substitute(const std::vector<Row> &raw, unsigned rank,
                           ArrayRef<std::optional<Row>> defs,
                           std::vector<Row> &rows) {
  // Every constraint over the instance dimensions only.
  for (const Row &r : raw) {
    Row s;
    s.in = r.in;
    s.constant = r.constant;
    s.equality = r.equality;
    for (unsigned j = 0; j < rank; ++j) {
      if (!r.out[j])
        continue;
      for (unsigned i = 0; i < nIn; ++i)
        if (!addRowProduct(s.in[i], r.out[j], defs[j]->in[i]))
          return false;
      if (!addRowProduct(s.constant, r.out[j], defs[j]->constant))
        return false;
    }
    if (llvm::any_of(s.in, [](int64_t v) { return std::abs(v) >= kLimit; }))
      return false;
    rows.push_back(std::move(s));
  }
  return true;
}

bool Extractor::axisConstraints(const std::vector<Row> &rows, BoxPiece &p,
                                bool &empty) {
  p.loop.assign(nIn - 6, Interval());
  // Block and thread constraints first: a fixed block id turns the others
  // into constraints on the global coordinate.
  std::vector<const Row *> globalRows, multiRows;
  for (const Row &r : rows) {
    int axis = axisOf(r.in);
    if (axis == -2) {
      if (r.equality ? r.constant != 0 : r.constant < 0)
        empty = true;
      continue;
    }
    if (axis == -1) {
      multiRows.push_back(&r);
      continue;
    }
    if (axis >= 3) {
      bound(p.loop[axis - 3], r.in[axis + 3], r.constant, r.equality);
      continue;
    }
    int64_t ab = r.in[axis], at = r.in[axis + 3];
    if (at == 0)
      bound(p.block[axis], ab, r.constant, r.equality);
    else if (ab == 0)
      bound(p.thread[axis], at, r.constant, r.equality);
    else
      globalRows.push_back(&r);
  }
  for (const Row *r : globalRows) {
    int axis = axisOf(r->in);
    int64_t extra;
    auto a = globalCoefficient(axis, r->in[axis], r->in[axis + 3], p, extra);
    if (!a || *a == 0)
      return false;
    bound(p.global[axis], *a, r->constant + extra, r->equality);
  }
  for (const Row *r : multiRows) {
    int64_t lambda, extra;
    int id = compoundOf(r->in, p, lambda, extra);
    if (id < 0)
      return false;
    bound(p.compounds[id].value, lambda, r->constant + extra, r->equality);
  }
  return true;
}

int Extractor::compoundOf(ArrayRef<int64_t> in, BoxPiece &p, int64_t &lambda,
                          int64_t &extra) {
  extra = 0;
  SmallVector<std::pair<int, int64_t>> members;
  for (int k = 0; k < 3; ++k) {
    if (!in[k] && !in[3 + k])
      continue;
    int64_t e;
    auto a = globalCoefficient(k, in[k], in[3 + k], p, e);
    if (!a) {
      // The block and thread ids with coefficients of their own.
      if (in[k])
        members.push_back({BoxPiece::kBlockMember + k, in[k]});
      if (in[3 + k])
        members.push_back({BoxPiece::kThreadMember + k, in[3 + k]});
      continue;
    }
    extra += e;
    if (*a)
      members.push_back({k, *a});
  }
  for (unsigned i = 6; i < nIn; ++i)
    if (in[i])
      members.push_back({static_cast<int>(i - 3), in[i]});
  if (members.size() < 2)
    return -1; // Became one axis: not expected after axisOf.
  int64_t g = 0;
  for (auto &m : members)
    g = std::gcd(g, std::abs(m.second));
  lambda = members.front().second < 0 ? -g : g;
  for (auto &m : members)
    m.second /= lambda;
  for (auto [id, c] : llvm::enumerate(p.compounds))
    if (c.members == members)
      return static_cast<int>(id);
  // An axis belongs to one compound at most.
  for (const BoxPiece::Compound &c : p.compounds)
    for (auto &m : c.members)
      for (auto &n : members)
        if (BoxPiece::baseAxis(m.first) == BoxPiece::baseAxis(n.first))
          return -1;
  p.compounds.push_back({members, Interval()});
  return static_cast<int>(p.compounds.size() - 1);
}

bool Extractor::pieceIndices(ArrayRef<std::optional<Row>> defs, unsigned rank,
                             BoxPiece &p) {
  for (unsigned j = 0; j < rank; ++j) {
    const Row &d = *defs[j];
    BoxPiece::Index idx;
    idx.constant = d.constant;
    int axis = axisOf(d.in);
    if (axis == -1) {
      int64_t lambda, extra;
      int id = compoundOf(d.in, p, lambda, extra);
      if (id < 0)
        return false;
      idx.compound = id;
      idx.coefficient = lambda;
      idx.constant += extra;
    } else if (axis >= 3) {
      idx.axis = axis;
      idx.coefficient = d.in[axis + 3];
    } else if (axis >= 0) {
      int64_t extra;
      auto a = globalCoefficient(axis, d.in[axis], d.in[axis + 3], p, extra);
      if (!a)
        return false;
      idx.axis = axis;
      idx.coefficient = *a;
      idx.constant += extra;
    }
    // One index per axis or compound: otherwise the image is not a
    // product.
    for (const BoxPiece::Index &other : p.indices)
      if (idx.coefficient != 0 && other.coefficient != 0 &&
          ((idx.axis >= 0 && other.axis == idx.axis) ||
           (idx.compound >= 0 && other.compound == idx.compound)))
        return false;
    p.indices.push_back(idx);
  }
  // An axis of a compound is not also an index of its own.
  for (const BoxPiece::Index &idx : p.indices)
    for (const BoxPiece::Compound &c : p.compounds)
      for (auto &m : c.members)
        if (idx.axis == BoxPiece::baseAxis(m.first) && idx.coefficient != 0)
          return false;
  return true;
}

bool Extractor::piece(const std::vector<Row> &raw, unsigned rank, BoxPiece &p,
                      bool &empty) {
  empty = false;
  SmallVector<std::optional<Row>> defs;
  std::vector<Row> rows;
  return defineIndices(raw, rank, defs) && substitute(raw, rank, defs, rows) &&
         axisConstraints(rows, p, empty) && pieceIndices(defs, rank, p);
}

} // namespace

std::optional<BoxAccess>
mlir::warp::extractBoxAccess(const AccessRelation &rel,
                             const LaunchSizes &sizes) {
  if (!rel.isl || rel.isl->index.is_null() || !rel.affine || !rel.exact ||
      rel.vectorWidth != 1 || !sizes.hasConstantSizes())
    return std::nullopt;
  isl_map *map = rel.isl->index.get();
  unsigned nIn = isl_map_dim(map, isl_dim_in);
  unsigned rank = isl_map_dim(map, isl_dim_out);
  if (nIn < 6 || isl_map_dim(map, isl_dim_param) != 0)
    return std::nullopt;
  BoxAccess access;
  access.rank = rank;
  for (int k = 0; k < 3; ++k) {
    access.blockDim[k] = *sizes.block[k];
    access.gridDim[k] = *sizes.grid[k];
  }
  Extractor extractor(sizes, nIn);
  struct Data {
    Extractor *extractor;
    BoxAccess *access;
    unsigned rank;
    bool ok = true;
  } data{&extractor, &access, rank};
  isl_map_foreach_basic_map(
      map,
      [](isl_basic_map *bmap, void *user) -> isl_stat {
        Data &d = *static_cast<Data *>(user);
        std::vector<Row> rows;
        bool ok = readIslRows(bmap, rows);
        isl_basic_map_free(bmap);
        std::vector<std::vector<Row>> expanded;
        ok = ok && expandExistentials(rows, d.extractor->numIn(),
                                      d.extractor->inBounds(), expanded);
        // Only rows that had existential variables are split by blocks.
        bool hadDivs = !rows.empty() && !rows.front().div.empty();
        for (size_t i = 0; ok && i < expanded.size(); ++i)
          ok = d.extractor->pieces(expanded[i], d.rank, d.access->pieces, 0,
                                   hadDivs) &&
               d.access->pieces.size() <= kMaxBoxPieces;
        d.ok = ok;
        return ok ? isl_stat_ok : isl_stat_error;
      },
      &data);
  if (!data.ok) {
    LLVM_DEBUG(llvm::dbgs() << "no box form: " << rel.indexMap() << "\n");
    return std::nullopt;
  }
  return access;
}

namespace {
/// Coordinates of box images stay below 2^50 (products and unions of boxes
/// then cannot overflow); beyond, the image is left to ISL.
constexpr int64_t kMaxCoordinate = int64_t(1) << 50;

/// acc + a * x, false if it leaves [-2^50, 2^50].
bool addProduct(int64_t &acc, int64_t a, int64_t x) {
  __int128 r = static_cast<__int128>(acc) + static_cast<__int128>(a) * x;
  if (r < -kMaxCoordinate || r > kMaxCoordinate)
    return false;
  acc = static_cast<int64_t>(r);
  return true;
}
} // namespace

BlockBox mlir::warp::wholeGrid(const BoxAccess &access) {
  BlockBox b;
  for (int k = 0; k < 3; ++k)
    b[k] = {0, access.gridDim[k] - 1};
  return b;
}

namespace {
/// What one step of a piece's image found: values, nothing (the piece
/// misses the blocks), or a shape that is not a few boxes.
enum class Step { Values, Empty, NotBoxes };

/// Most intervals a compound, or boxes a piece, may split into.
constexpr int64_t kMaxIntervals = 64;

/// The ranges of one piece's block, thread and global coordinates over
/// `blocks`.
struct PieceRanges {
  std::array<Interval, 3> global, block, thread;
};

/// Which global coordinates the piece reads as such (its indices, its
/// compounds, its own bounds); NotBoxes when a coordinate is read both as
/// such and by its block/thread parts (they are not independent).
Step usedGlobals(const BoxPiece &p, std::array<bool, 3> &gUsed) {
  std::array<bool, 3> splitUsed{};
  for (int k = 0; k < 3; ++k)
    gUsed[k] = p.global[k].lo > INT64_MIN / 4 || p.global[k].hi < INT64_MAX / 4;
  for (const BoxPiece::Index &idx : p.indices)
    if (idx.axis >= 0 && idx.axis < 3 && idx.coefficient != 0)
      gUsed[idx.axis] = true;
  for (const BoxPiece::Compound &c : p.compounds)
    for (auto &m : c.members) {
      if (m.first < 3)
        gUsed[m.first] = true;
      else if (m.first >= BoxPiece::kBlockMember)
        splitUsed[BoxPiece::baseAxis(m.first)] = true;
    }
  for (int k = 0; k < 3; ++k)
    if (gUsed[k] && splitUsed[k])
      return Step::NotBoxes;
  return Step::Values;
}

/// The piece's coordinate ranges over `blocks`.
Step pieceRanges(const BoxAccess &access, const BoxPiece &p,
                 const BlockBox &blocks, PieceRanges &r) {
  std::array<bool, 3> gUsed;
  if (usedGlobals(p, gUsed) == Step::NotBoxes)
    return Step::NotBoxes;
  for (int k = 0; k < 3; ++k) {
    int64_t bd = access.blockDim[k];
    Interval b = p.block[k], t = p.thread[k];
    b.atLeast(std::max<int64_t>(blocks[k].first, 0));
    b.atMost(std::min(blocks[k].second, access.gridDim[k] - 1));
    t.atLeast(0);
    t.atMost(bd - 1);
    if (b.empty() || t.empty())
      return Step::Empty;
    r.block[k] = b;
    r.thread[k] = t;
    if (!gUsed[k])
      continue;
    Interval &g = r.global[k];
    if (b.lo == b.hi)
      g = Interval{bd * b.lo + t.lo, bd * b.lo + t.hi};
    else if (t.lo == 0 && t.hi == bd - 1)
      g = Interval{bd * b.lo, bd * b.hi + bd - 1};
    else
      return Step::NotBoxes; // A thread guard across blocks.
    g.atLeast(p.global[k].lo);
    g.atMost(p.global[k].hi);
    if (g.empty())
      return Step::Empty;
  }
  for (const Interval &l : p.loop) {
    if (l.empty())
      return Step::Empty;
    if (l.lo <= INT64_MIN / 4 || l.hi >= INT64_MAX / 4)
      return Step::NotBoxes; // An unbounded loop.
  }
  return Step::Values;
}

/// The values of a compound's member over the piece's ranges.
const Interval &memberRange(const BoxPiece &p, const PieceRanges &r,
                            int member) {
  return member >= BoxPiece::kThreadMember
             ? r.thread[member - BoxPiece::kThreadMember]
         : member >= BoxPiece::kBlockMember
             ? r.block[member - BoxPiece::kBlockMember]
         : member < 3 ? r.global[member]
                      : p.loop[member - 3];
}

/// A compound's values, as intervals. Its members taken by growing
/// coefficient, the values are contiguous as long as no member steps past
/// what the smaller ones span; the members from the first that does (an
/// interleaved fold over a part of the grid) are taken value by value,
/// each giving an interval of its own.
Step compoundIntervals(const BoxPiece &p, const BoxPiece::Compound &c,
                       const PieceRanges &r, SmallVector<Interval, 1> &values) {
  SmallVector<std::pair<int64_t, Interval>> terms; // (coef, range)
  for (auto [member, coef] : c.members)
    terms.push_back({coef, memberRange(p, r, member)});
  std::sort(terms.begin(), terms.end(), [](auto &x, auto &y) {
    return std::abs(x.first) < std::abs(y.first);
  });
  Interval base{0, 0};
  int64_t span = 0;
  size_t k = 0;
  for (; k < terms.size(); ++k) {
    auto &[coef, v] = terms[k];
    int64_t a = std::abs(coef);
    if (v.lo != v.hi && a > span + 1)
      break;
    if (!addProduct(span, a, v.hi - v.lo) ||
        !addProduct(base.lo, coef, coef > 0 ? v.lo : v.hi) ||
        !addProduct(base.hi, coef, coef > 0 ? v.hi : v.lo))
      return Step::NotBoxes;
  }
  // The remaining members, value by value.
  int64_t combinations = 1;
  for (size_t m = k; m < terms.size(); ++m) {
    combinations *= terms[m].second.hi - terms[m].second.lo + 1;
    if (combinations > kMaxIntervals)
      return Step::NotBoxes; // Gaps: not a few boxes.
  }
  for (int64_t n = 0; n < combinations; ++n) {
    Interval value = base;
    int64_t rest = n;
    for (size_t m = k; m < terms.size(); ++m) {
      const Interval &v = terms[m].second;
      int64_t x = v.lo + rest % (v.hi - v.lo + 1);
      rest /= v.hi - v.lo + 1;
      if (!addProduct(value.lo, terms[m].first, x) ||
          !addProduct(value.hi, terms[m].first, x))
        return Step::NotBoxes;
    }
    value.atLeast(c.value.lo);
    value.atMost(c.value.hi);
    if (!value.empty())
      values.push_back(value);
  }
  return values.empty() ? Step::Empty : Step::Values;
}

/// The piece's coordinate ranges over `blocks` and each compound's values
/// as intervals.
Step pieceValues(const BoxAccess &access, const BoxPiece &p,
                 const BlockBox &blocks, PieceRanges &r,
                 SmallVector<SmallVector<Interval, 1>> &compoundValues) {
  if (Step s = pieceRanges(access, p, blocks, r); s != Step::Values)
    return s;
  for (const BoxPiece::Compound &c : p.compounds) {
    SmallVector<Interval, 1> values;
    if (Step s = compoundIntervals(p, c, r, values); s != Step::Values)
      return s;
    compoundValues.push_back(std::move(values));
  }
  return Step::Values;
}

/// The box of one choice of an interval of each compound; false on gaps
/// between the chunks or overflow.
bool oneBox(const BoxAccess &access, const BoxPiece &p, const PieceRanges &r,
            ArrayRef<SmallVector<Interval, 1>> compoundValues,
            ArrayRef<size_t> choice, int64_t unit, IntBox &box) {
  for (unsigned j = 0; j < access.rank; ++j) {
    const BoxPiece::Index &idx = p.indices[j];
    int64_t lo = idx.constant, hi = idx.constant;
    bool innermost = j + 1 == access.rank;
    if ((idx.axis >= 0 || idx.compound >= 0) && idx.coefficient != 0) {
      const Interval &v =
          idx.compound >= 0 ? compoundValues[idx.compound][choice[idx.compound]]
          : idx.axis < 3    ? r.global[idx.axis]
                            : p.loop[idx.axis - 3];
      if (!addProduct(lo, idx.coefficient, v.lo) ||
          !addProduct(hi, idx.coefficient, v.hi))
        return false;
      if (lo > hi)
        std::swap(lo, hi);
      int64_t stride = std::abs(idx.coefficient);
      if (v.lo != v.hi && stride > (innermost ? unit : 1))
        return false; // Gaps between the chunks.
    }
    if (innermost) {
      lo = floorDiv(lo, unit);
      hi = floorDiv(hi, unit);
    }
    box.push_back({lo, hi});
  }
  return true;
}

/// The boxes of one piece over `blocks`, appended to `out`.
Step pieceBoxes(const BoxAccess &access, const BoxPiece &p,
                const BlockBox &blocks, int64_t unit,
                std::vector<IntBox> &out) {
  PieceRanges r;
  SmallVector<SmallVector<Interval, 1>> compoundValues;
  if (Step s = pieceValues(access, p, blocks, r, compoundValues);
      s != Step::Values)
    return s;
  // An index whose stride leaves gaps between its chunks (a row per block
  // of a block tile): a box per value of its compound, if few.
  for (auto [j, idx] : llvm::enumerate(p.indices)) {
    int64_t allowed = j + 1 == access.rank ? unit : 1;
    if (idx.compound < 0 || std::abs(idx.coefficient) <= allowed)
      continue;
    SmallVector<Interval, 1> points;
    for (const Interval &v : compoundValues[idx.compound]) {
      if (v.hi - v.lo >= kMaxIntervals - static_cast<int64_t>(points.size()))
        return Step::NotBoxes;
      for (int64_t x = v.lo; x <= v.hi; ++x)
        points.push_back(Interval{x, x});
    }
    compoundValues[idx.compound] = std::move(points);
  }
  // The piece's boxes: one per choice of an interval of each compound.
  int64_t boxes = 1;
  for (const auto &values : compoundValues) {
    boxes *= static_cast<int64_t>(values.size());
    if (boxes > kMaxIntervals)
      return Step::NotBoxes;
  }
  for (int64_t n = 0; n < boxes; ++n) {
    SmallVector<size_t> choice;
    int64_t rest = n;
    for (const auto &values : compoundValues) {
      int64_t size = static_cast<int64_t>(values.size());
      choice.push_back(static_cast<size_t>(rest % size));
      rest /= size;
    }
    IntBox box;
    if (!oneBox(access, p, r, compoundValues, choice, unit, box))
      return Step::NotBoxes;
    out.push_back(std::move(box));
  }
  return Step::Values;
}
} // namespace

bool mlir::warp::boxImage(const BoxAccess &access, const BlockBox &blocks,
                          int64_t unit, std::vector<IntBox> &out) {
  for (const BoxPiece &p : access.pieces)
    if (pieceBoxes(access, p, blocks, unit, out) == Step::NotBoxes)
      return false;
  return true;
}

namespace {
/// The least and greatest value of index `idx` of `p` (Empty if the
/// compound's bounds leave it none).
Step indexHull(const BoxPiece &p, const PieceRanges &r,
               const BoxPiece::Index &idx, Interval &out) {
  Interval v{0, 0};
  if (idx.compound >= 0) {
    const BoxPiece::Compound &c = p.compounds[idx.compound];
    for (auto [member, coef] : c.members) {
      const Interval &m = memberRange(p, r, member);
      if (!addProduct(v.lo, coef, coef > 0 ? m.lo : m.hi) ||
          !addProduct(v.hi, coef, coef > 0 ? m.hi : m.lo))
        return Step::NotBoxes;
    }
    v.atLeast(c.value.lo);
    v.atMost(c.value.hi);
    if (v.empty())
      return Step::Empty;
  } else if (idx.axis >= 0) {
    v = idx.axis < 3 ? r.global[idx.axis] : p.loop[idx.axis - 3];
  }
  int64_t lo = idx.constant, hi = idx.constant;
  if (idx.coefficient != 0 && (idx.axis >= 0 || idx.compound >= 0) &&
      (!addProduct(lo, idx.coefficient, v.lo) ||
       !addProduct(hi, idx.coefficient, v.hi)))
    return Step::NotBoxes;
  out = Interval{std::min(lo, hi), std::max(lo, hi)};
  return Step::Values;
}
} // namespace

namespace {
/// The values lo, lo + step, ..., lo + (count - 1) * step.
struct Progression {
  int64_t lo = 0, step = 1, count = 1;
};

/// The values of index `idx` of `p` as progressions: one for an axis, one
/// per interval of a compound, one value for a constant.
Step indexProgressions(const BoxPiece &p, const PieceRanges &r,
                       ArrayRef<SmallVector<Interval, 1>> compoundValues,
                       const BoxPiece::Index &idx,
                       SmallVector<Progression, 1> &out) {
  if ((idx.axis < 0 && idx.compound < 0) || idx.coefficient == 0) {
    out.push_back({idx.constant, 1, 1});
    return Step::Values;
  }
  auto add = [&](const Interval &v) {
    int64_t a = idx.coefficient, lo = idx.constant;
    if (!addProduct(lo, a, a > 0 ? v.lo : v.hi))
      return false;
    int64_t hi = idx.constant;
    if (!addProduct(hi, a, a > 0 ? v.hi : v.lo))
      return false;
    out.push_back({lo, std::abs(a), v.hi - v.lo + 1});
    return true;
  };
  if (idx.compound >= 0) {
    for (const Interval &v : compoundValues[idx.compound])
      if (!add(v))
        return Step::NotBoxes;
  } else if (!add(idx.axis < 3 ? r.global[idx.axis] : p.loop[idx.axis - 3])) {
    return Step::NotBoxes;
  }
  return Step::Values;
}

/// Whether progressions `ps` are exactly 0, 1, ..., extent - 1.
bool wholeExtent(ArrayRef<Progression> ps, int64_t extent) {
  return ps.size() == 1 && ps[0].lo == 0 &&
         (ps[0].step == 1 || ps[0].count == 1) &&
         ps[0].lo + (ps[0].count - 1) * ps[0].step == extent - 1;
}

/// Appends the chunk intervals of one piece's progressions (FlatImage
/// below); false past `budget` intervals or 2^52 bytes.
bool flatPieceIntervals(ArrayRef<SmallVector<Progression, 1>> dims,
                        ArrayRef<int64_t> stride, int64_t elemBytes,
                        int64_t chunkBytes, int64_t &budget,
                        std::vector<IntBox> &out) {
  size_t n = dims.size();
  // Dimensions m+1... cover their whole extent: for each value of the
  // dimensions before m, a value of m is one run of stride[m] elements.
  size_t m = n - 1;
  while (m > 0 && wholeExtent(dims[m], stride[m - 1] / stride[m]))
    --m;
  // The outer offsets, dimension by dimension.
  std::vector<__int128> bases{0};
  for (size_t k = 0; k < m; ++k) {
    std::vector<__int128> next;
    for (const Progression &pr : dims[k]) {
      if (pr.count > budget ||
          static_cast<int64_t>(next.size() + bases.size() * pr.count) > budget)
        return false;
      for (__int128 b : bases)
        for (int64_t v = 0; v < pr.count; ++v)
          next.push_back(b + static_cast<__int128>(pr.lo + v * pr.step) *
                                 stride[k]);
    }
    bases = std::move(next);
  }
  const __int128 limit = __int128(1) << 52;
  auto push = [&](__int128 first, __int128 last) {
    __int128 lo = first * elemBytes, hi = last * elemBytes;
    if (lo < -limit || hi > limit || --budget < 0)
      return false;
    out.push_back({{floorDiv(static_cast<int64_t>(lo), chunkBytes),
                    floorDiv(static_cast<int64_t>(hi), chunkBytes)}});
    return true;
  };
  const int64_t run = stride[m];
  for (__int128 base : bases)
    for (const Progression &pr : dims[m]) {
      __int128 first = base + static_cast<__int128>(pr.lo) * run;
      __int128 step = static_cast<__int128>(pr.step) * run;
      // Runs closer than a chunk skip no chunk between them.
      if (pr.count == 1 || (step - run) * elemBytes < chunkBytes) {
        if (!push(first, first + (pr.count - 1) * step + run - 1))
          return false;
        continue;
      }
      if (pr.count > budget)
        return false;
      for (int64_t v = 0; v < pr.count; ++v)
        if (!push(first + v * step, first + v * step + run - 1))
          return false;
    }
  return true;
}
} // namespace

bool mlir::warp::flatChunkImage(const BoxAccess &access, const BlockBox &blocks,
                                ArrayRef<int64_t> shape, int64_t elemBytes,
                                int64_t chunkBytes, std::vector<IntBox> &out,
                                int64_t maxIntervals) {
  size_t n = shape.size();
  if (n == 0 || n != access.rank || elemBytes <= 0 ||
      chunkBytes % elemBytes != 0)
    return false;
  SmallVector<int64_t, 4> stride(n, 1);
  for (size_t k = n - 1; k > 0; --k)
    if (__builtin_mul_overflow(stride[k], shape[k], &stride[k - 1]) ||
        stride[k - 1] > kMaxCoordinate)
      return false;
  int64_t budget = maxIntervals - static_cast<int64_t>(out.size());
  for (const BoxPiece &p : access.pieces) {
    PieceRanges r;
    SmallVector<SmallVector<Interval, 1>> compoundValues;
    Step s = pieceValues(access, p, blocks, r, compoundValues);
    if (s == Step::NotBoxes)
      return false;
    if (s == Step::Empty)
      continue;
    SmallVector<SmallVector<Progression, 1>, 4> dims(n);
    for (size_t j = 0; j < n; ++j)
      if (indexProgressions(p, r, compoundValues, p.indices[j], dims[j]) !=
          Step::Values)
        return false;
    if (!flatPieceIntervals(dims, stride, elemBytes, chunkBytes, budget, out))
      return false;
  }
  return true;
}

bool mlir::warp::boxHull(const BoxAccess &access, IntBox &hull) {
  hull.assign(access.rank, {INT64_MAX, INT64_MIN});
  for (const BoxPiece &p : access.pieces) {
    PieceRanges r;
    Step s = pieceRanges(access, p, wholeGrid(access), r);
    if (s == Step::NotBoxes)
      return false;
    SmallVector<Interval, 4> values(access.rank);
    for (unsigned j = 0; j < access.rank && s == Step::Values; ++j)
      s = indexHull(p, r, p.indices[j], values[j]);
    if (s == Step::NotBoxes)
      return false;
    if (s == Step::Empty)
      continue;
    for (unsigned j = 0; j < access.rank; ++j) {
      hull[j].first = std::min(hull[j].first, values[j].lo);
      hull[j].second = std::max(hull[j].second, values[j].hi);
    }
  }
  return true;
}
