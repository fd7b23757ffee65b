//===- WarpClasses.cpp - Warps of a block that behave alike ---------------===//
//
// See WarpClasses.h.
//
//===----------------------------------------------------------------------===//

#include "Analysis/Relations/WarpClasses.h"

#include "llvm/ADT/bit.h"

#include <isl/constraint.h>
#include <isl/map.h>
#include <isl/point.h>
#include <isl/set.h>

#include <algorithm>
#include <map>
#include <numeric>
#include <set>
#include <tuple>

using namespace mlir;
using namespace mlir::warp;

namespace {

constexpr int kWarp = 32;
/// The most block indices along a dimension whose blocks are looked up
/// one by one (WarpClasses::specialBlocks).
constexpr int64_t kMaxSpecialBlocks = 256;
using Position = std::array<int64_t, 3>;

/// { [b, t, loops] -> [b, k, r, loops] : t_d = W_d k_d + r_d, 0 <= r_d < W_d }
/// for an instance set of `dims` dimensions, built from its constraints
/// (parsing its text was a tenth of a contraction tiling's prediction).
isl::map chunkMap(isl::ctx ctx, unsigned dims, const Position &box) {
  isl_space *space = isl_space_alloc(ctx.get(), 0, dims, dims + 3);
  isl_local_space *ls = isl_local_space_from_space(space);
  isl_basic_map *bmap = isl_basic_map_universe(isl_local_space_get_space(ls));
  // out_j = in_j for the block ids (j < 3) and the loops (out j + 3 = in j).
  auto equate = [&](unsigned in, unsigned out) {
    isl_constraint *c = isl_constraint_alloc_equality(isl_local_space_copy(ls));
    c = isl_constraint_set_coefficient_si(c, isl_dim_in, in, 1);
    c = isl_constraint_set_coefficient_si(c, isl_dim_out, out, -1);
    bmap = isl_basic_map_add_constraint(bmap, c);
  };
  for (unsigned j = 0; j < 3; ++j)
    equate(j, j);
  for (unsigned j = 6; j < dims; ++j)
    equate(j, j + 3);
  for (unsigned d = 0; d < 3; ++d) {
    // t_d - W_d k_d - r_d = 0
    isl_constraint *c = isl_constraint_alloc_equality(isl_local_space_copy(ls));
    c = isl_constraint_set_coefficient_si(c, isl_dim_in, 3 + d, 1);
    c = isl_constraint_set_coefficient_si(c, isl_dim_out, 3 + d, -box[d]);
    c = isl_constraint_set_coefficient_si(c, isl_dim_out, 6 + d, -1);
    bmap = isl_basic_map_add_constraint(bmap, c);
    // r_d >= 0 and W_d - 1 - r_d >= 0
    c = isl_constraint_alloc_inequality(isl_local_space_copy(ls));
    c = isl_constraint_set_coefficient_si(c, isl_dim_out, 6 + d, 1);
    bmap = isl_basic_map_add_constraint(bmap, c);
    c = isl_constraint_alloc_inequality(isl_local_space_copy(ls));
    c = isl_constraint_set_coefficient_si(c, isl_dim_out, 6 + d, -1);
    c = isl_constraint_set_constant_si(c, box[d] - 1);
    bmap = isl_basic_map_add_constraint(bmap, c);
  }
  isl_local_space_free(ls);
  return isl::manage(isl_map_from_basic_map(bmap));
}

/// The (block, warp position) pairs over [b0, b1, b2, k0, k1, k2] whose
/// slice of `domain` differs from the union of the slices of their block.
isl::set specialWarps(const isl::set &domain, const Position &box,
                      const Position &grid) {
  unsigned dims = isl_set_dim(domain.get(), isl_dim_set);
  isl::set unnamed = isl::manage(isl_set_reset_tuple_id(domain.copy()));
  isl::set chunks = unnamed.apply(chunkMap(domain.ctx(), dims, box));
  // The union over the block's warps, at every position of the grid.
  isl_set *full = isl_set_project_out(chunks.copy(), isl_dim_set, 3, 3);
  full = isl_set_insert_dims(full, isl_dim_set, 3, 3);
  for (int d = 0; d < 3; ++d) {
    full = isl_set_lower_bound_si(full, isl_dim_set, 3 + d, 0);
    full = isl_set_upper_bound_si(full, isl_dim_set, 3 + d, grid[d] - 1);
  }
  isl_set *diff = isl_set_subtract(full, chunks.release());
  unsigned n = isl_set_dim(diff, isl_dim_set);
  return isl::manage(isl_set_project_out(diff, isl_dim_set, 6, n - 6))
      .coalesce();
}

/// `domain` as constraints on (b, t) alone, where that is all it says of
/// them: no existential variables, and no constraint that ties a loop to a
/// block or thread id (the loops then run the same iterations in every
/// lane that runs); a union of pieces only without loops. Nullopt
/// otherwise.
std::optional<LaneDomain> laneDomainOf(const isl::set &domain) {
  if (isl_set_dim(domain.get(), isl_dim_param) != 0)
    return std::nullopt;
  unsigned dims = isl_set_dim(domain.get(), isl_dim_set);
  LaneDomain out;
  struct Walk {
    LaneDomain &out;
    unsigned dims;
    bool ok = true;
  } walk{out, dims};
  isl_stat st = isl_set_foreach_basic_set(
      domain.get(),
      [](isl_basic_set *bs, void *user) -> isl_stat {
        Walk &w = *static_cast<Walk *>(user);
        if (isl_basic_set_dim(bs, isl_dim_div) != 0)
          w.ok = false;
        w.out.pieces.emplace_back();
        if (w.ok)
          isl_basic_set_foreach_constraint(
              bs,
              [](isl_constraint *c, void *user) -> isl_stat {
                Walk &w = *static_cast<Walk *>(user);
                LaneConstraint lc;
                bool onLanes = false, onLoops = false;
                auto value = [&](isl_val *v, int64_t &into) {
                  if (!isl_val_is_int(v) || isl_val_get_num_si(v) == INT64_MIN)
                    w.ok = false;
                  else
                    into = isl_val_get_num_si(v);
                  isl_val_free(v);
                };
                for (unsigned i = 0; i < w.dims; ++i) {
                  int64_t x = 0;
                  value(isl_constraint_get_coefficient_val(c, isl_dim_set, i),
                        x);
                  if (i < 6) {
                    lc.coef[i] = x;
                    onLanes |= x != 0;
                  } else {
                    onLoops |= x != 0;
                  }
                }
                value(isl_constraint_get_constant_val(c), lc.constant);
                lc.equality = isl_constraint_is_equality(c);
                if (onLanes && onLoops)
                  w.ok = false;
                // One on no variable at all (an empty piece) is kept: it
                // holds in no lane.
                if (!onLoops)
                  w.out.pieces.back().push_back(lc);
                isl_constraint_free(c);
                return isl_stat_ok;
              },
              user);
        isl_basic_set_free(bs);
        return isl_stat_ok;
      },
      &walk);
  if (st != isl_stat_ok || !walk.ok || (out.pieces.size() > 1 && dims > 6))
    return std::nullopt;
  return out;
}

/// Lane l's thread ids in the warp at `k` of block `b`, after the block
/// ids: (b, t).
std::array<int64_t, 6> laneIds(const Position &b, const Position &k,
                               const Position &box, int l) {
  Position r{l % box[0], (l / box[0]) % box[1], l / (box[0] * box[1])};
  std::array<int64_t, 6> x;
  for (int d = 0; d < 3; ++d) {
    x[d] = b[d];
    x[3 + d] = box[d] * k[d] + r[d];
  }
  return x;
}

/// The value of `div` in every lane of the warp at `k` of block `b`, if it
/// is the same in all.
std::optional<int64_t> warpDivisionValue(const LaneDivision &div,
                                         const Position &b, const Position &k,
                                         const Position &box) {
  std::optional<int64_t> value;
  for (int l = 0; l < kWarp; ++l) {
    std::array<int64_t, 6> x = laneIds(b, k, box, l);
    int64_t n = div.constant;
    for (int i = 0; i < 6; ++i)
      n += div.coef[i] * x[i];
    int64_t q = n / div.denominator;
    if (n % div.denominator != 0 && n < 0)
      --q;
    if (value && *value != q)
      return std::nullopt;
    value = q;
  }
  return value;
}

/// The least and greatest value of constraint `c` over the lanes of the
/// warp at `k` of block `b`: it is affine in the lane's offsets r in the
/// warp's box (0 <= r_d < box_d), which reach both ends.
std::pair<int64_t, int64_t> laneRange(const LaneConstraint &c,
                                      const Position &b, const Position &k,
                                      const Position &box) {
  int64_t lo = c.constant;
  for (int d = 0; d < 3; ++d)
    lo += c.coef[d] * b[d] + c.coef[3 + d] * box[d] * k[d];
  int64_t hi = lo;
  for (int d = 0; d < 3; ++d) {
    int64_t span = c.coef[3 + d] * (box[d] - 1);
    (span < 0 ? lo : hi) += span;
  }
  return {lo, hi};
}

/// The lanes of the warp at `k` of block `b` that are in one piece of a
/// lane domain. A constraint that holds in every lane or in none decides
/// without looking at the lanes; the others are checked lane by lane.
uint32_t pieceMask(const std::vector<LaneConstraint> &piece, const Position &b,
                   const Position &k, const Position &box) {
  SmallVector<const LaneConstraint *, 8> some;
  for (const LaneConstraint &c : piece) {
    auto [lo, hi] = laneRange(c, b, k, box);
    bool all = c.equality ? lo == 0 && hi == 0 : lo >= 0;
    bool none = c.equality ? lo > 0 || hi < 0 : hi < 0;
    if (none)
      return 0;
    if (!all)
      some.push_back(&c);
  }
  if (some.empty())
    return ~uint32_t(0);
  uint32_t mask = 0;
  for (int l = 0; l < kWarp; ++l) {
    std::array<int64_t, 6> x = laneIds(b, k, box, l);
    bool in = llvm::all_of(some, [&](const LaneConstraint *c) {
      int64_t v = c->constant;
      for (int i = 0; i < 6; ++i)
        v += c->coef[i] * x[i];
      return c->equality ? v == 0 : v >= 0;
    });
    mask |= uint32_t(in) << l;
  }
  return mask;
}

/// The lanes of the warp at `k` of block `b` that are in `domain`.
uint32_t laneMask(const LaneDomain &domain, const Position &b,
                  const Position &k, const Position &box) {
  static_assert(kWarp == 32, "a lane mask is 32 bits");
  uint32_t mask = 0;
  for (const std::vector<LaneConstraint> &piece : domain.pieces) {
    mask |= pieceMask(piece, b, k, box);
    if (mask == ~uint32_t(0))
      break;
  }
  return mask;
}

/// Splits `points` (one residue class: a mask of the warp grid's linear
/// indices) into boxes of positions moving by `step`: the smallest point in
/// linear order, extended along x, then y, then z while every point of the
/// box is in the class.
void boxesOfClass(uint64_t points, const Position &step, const Position &grid,
                  std::vector<WarpBox> &out) {
  auto index = [&](const Position &p) {
    return p[0] + grid[0] * (p[1] + grid[1] * p[2]);
  };
  auto in = [&](const Position &p) {
    for (int d = 0; d < 3; ++d)
      if (p[d] >= grid[d])
        return false;
    return (points >> index(p) & 1) != 0;
  };
  while (points) {
    int64_t i = llvm::countr_zero(points);
    Position f{i % grid[0], (i / grid[0]) % grid[1], i / (grid[0] * grid[1])};
    WarpBox box;
    box.first = f;
    box.step = step;
    auto pointOf = [&](int64_t x, int64_t y, int64_t z) {
      return Position{f[0] + x * step[0], f[1] + y * step[1],
                      f[2] + z * step[2]};
    };
    auto holds = [&](const Position &count) {
      // Every point of the box with `count` is in the class.
      for (int64_t z = 0; z < count[2]; ++z)
        for (int64_t y = 0; y < count[1]; ++y)
          for (int64_t x = 0; x < count[0]; ++x)
            if (!in(pointOf(x, y, z)))
              return false;
      return true;
    };
    for (int d = 0; d < 3; ++d) {
      while (true) {
        Position more = box.count;
        ++more[d];
        if (!holds(more))
          break;
        box.count = more;
      }
    }
    for (int64_t z = 0; z < box.count[2]; ++z)
      for (int64_t y = 0; y < box.count[1]; ++y)
        for (int64_t x = 0; x < box.count[0]; ++x)
          points &= ~(uint64_t(1) << index(pointOf(x, y, z)));
    out.push_back(box);
  }
}

} // namespace

std::optional<std::array<int64_t, 3>>
mlir::warp::warpBoxOf(const std::array<int64_t, 3> &block) {
  Position box{1, 1, 1};
  int64_t left = kWarp;
  for (int d = 0; d < 3; ++d) {
    if (left == 1)
      break;
    if (block[d] >= left) {
      if (block[d] % left)
        return std::nullopt;
      box[d] = left;
      left = 1;
    } else {
      if (left % block[d])
        return std::nullopt;
      box[d] = block[d];
      left /= block[d];
    }
  }
  if (left != 1)
    return std::nullopt;
  return box;
}

namespace {

/// The special positions of block `b` by ISL (`special`), after a look at
/// the block indices that have any; nullopt if ISL could not enumerate them.
std::optional<std::set<Position>> islSpecials(const WarpClasses &classes,
                                              const Position &b) {
  std::set<Position> out;
  // Most blocks have none: a block index along d outside the special
  // blocks' indices along d.
  for (int d = 0; d < 3; ++d)
    if (classes.specialBlocks[d] && !classes.specialBlocks[d]->count(b[d]))
      return out;
  bool enumerated = false;
  bool ok =
      islsupport::withOperationBudget(classes.context->get(), 1'000'000, [&] {
        isl_set *s = classes.special.copy();
        for (int d = 0; d < 3; ++d)
          s = isl_set_fix_si(s, isl_dim_set, d, b[d]);
        s = isl_set_project_out(s, isl_dim_set, 0, 3);
        if (!s)
          return;
        isl_stat st = isl_set_foreach_point(
            s,
            [](isl_point *p, void *user) -> isl_stat {
              Position k;
              for (int d = 0; d < 3; ++d) {
                isl_val *v = isl_point_get_coordinate_val(p, isl_dim_set, d);
                k[d] = isl_val_get_num_si(v);
                isl_val_free(v);
              }
              static_cast<std::set<Position> *>(user)->insert(k);
              isl_point_free(p);
              return isl_stat_ok;
            },
            &out);
        isl_set_free(s);
        enumerated = st == isl_stat_ok;
      });
  if (!ok || !enumerated)
    return std::nullopt;
  return out;
}

} // namespace

std::optional<std::vector<WarpBox>>
WarpClasses::boxesOf(const std::array<int64_t, 3> &b) const {
  std::vector<Position> positions;
  for (int64_t z = 0; z < grid[2]; ++z)
    for (int64_t y = 0; y < grid[1]; ++y)
      for (int64_t x = 0; x < grid[0]; ++x)
        positions.push_back({x, y, z});
  std::set<Position> specials;
  // Each position's piece of each access's byte offset.
  std::vector<std::vector<int>> pieces(positions.size());
  std::vector<std::vector<int64_t>> values(positions.size());
  if (!laneDomains.empty()) {
    // Each warp's lanes in each instance set, against their union.
    std::vector<uint32_t> masks(positions.size());
    for (const LaneDomain &domain : laneDomains) {
      uint32_t all = 0;
      for (auto [i, k] : llvm::enumerate(positions))
        all |= masks[i] = laneMask(domain, b, k, box);
      for (auto [i, k] : llvm::enumerate(positions))
        if (masks[i] != all)
          specials.insert(k);
    }
    // A warp whose lanes fall into two pieces of an access, or take two
    // values of a division of thread ids, is special.
    for (auto [i, k] : llvm::enumerate(positions)) {
      pieces[i].assign(pieceLanes.size(), 0);
      for (auto [a, lanes] : llvm::enumerate(pieceLanes)) {
        int found = lanes.empty() ? 0 : -1;
        for (auto [p, piece] : llvm::enumerate(lanes)) {
          if (!laneMask(piece, b, k, box))
            continue;
          if (found >= 0)
            specials.insert(k);
          found = static_cast<int>(p);
        }
        pieces[i][a] = found;
        if (found < 0)
          continue;
        for (const LaneDivision &div : pieceDivisions[a][found]) {
          std::optional<int64_t> v = warpDivisionValue(div, b, k, box);
          if (!v)
            specials.insert(k);
          values[i].push_back(v.value_or(0));
        }
      }
    }
  } else if (std::optional<std::set<Position>> found = islSpecials(*this, b)) {
    specials = std::move(*found);
  } else {
    return std::nullopt;
  }
  std::vector<WarpBox> out;
  // The classes as masks of the positions' linear indices (a block has at
  // most 32 warps; warpBoxOf's grid).
  if (positions.size() > 64)
    return std::nullopt;
  using Key = std::tuple<Position, std::vector<int>, std::vector<int64_t>>;
  std::map<Key, uint64_t> groups;
  for (auto [i, k] : llvm::enumerate(positions)) {
    if (specials.count(k)) {
      WarpBox alone;
      alone.first = k;
      alone.pieces = pieces[i];
      out.push_back(alone);
      continue;
    }
    groups[{{k[0] % period[0], k[1] % period[1], k[2] % period[2]},
            pieces[i],
            values[i]}] |= uint64_t(1) << linear(k);
  }
  for (auto &[key, points] : groups) {
    size_t first = out.size();
    boxesOfClass(points, period, grid, out);
    for (size_t i = first; i < out.size(); ++i) {
      out[i].pieces = std::get<1>(key);
      out[i].divisionValues = std::get<2>(key);
    }
  }
  return out;
}

std::shared_ptr<const WarpClasses> mlir::warp::computeWarpClasses(
    const std::array<int64_t, 3> &block, const std::vector<isl::set> &domains,
    const std::vector<std::optional<WarpAccessForm>> &forms, int64_t alignBytes,
    std::shared_ptr<IslContextHolder> context, std::string *why) {
  auto none = [&](const char *reason) {
    if (why)
      *why = reason;
    return nullptr;
  };
  std::optional<Position> box = warpBoxOf(block);
  if (!box)
    return none("its warps are no boxes of threads");
  auto classes = std::make_shared<WarpClasses>();
  classes->context = context;
  classes->box = *box;
  for (int d = 0; d < 3; ++d)
    classes->grid[d] = block[d] / (*box)[d];
  if (classes->grid[0] * classes->grid[1] * classes->grid[2] == 1)
    return none("one warp per block");
  bool pieces = false, divisions = false;
  for (const std::optional<WarpAccessForm> &form : forms) {
    if (!form)
      return none("an access has no byte offset affine in the thread ids");
    std::vector<std::array<int64_t, 3>> steps;
    std::vector<std::vector<LaneDivision>> grouping;
    for (auto [coefficients, divs] :
         llvm::zip(form->threadBytes, form->divisions)) {
      std::array<int64_t, 3> step;
      for (int d = 0; d < 3; ++d)
        step[d] = coefficients[d] * (*box)[d];
      grouping.emplace_back();
      for (const LaneDivision &div : divs) {
        // A division whose argument moves by whole denominators from one
        // warp to the next moves by a fixed amount in every lane
        // (floor((n + D k) / q) = floor(n / q) + (D / q) k): a part of the
        // step. Any other must take one value in a warp, and warps alike
        // the same one.
        bool moves = true;
        for (int d = 0; d < 3; ++d)
          moves &= classes->grid[d] == 1 ||
                   (div.coef[3 + d] * (*box)[d]) % div.denominator == 0;
        if (moves) {
          for (int d = 0; d < 3; ++d)
            step[d] += classes->grid[d] == 1
                           ? 0
                           : div.weight * (div.coef[3 + d] * (*box)[d] /
                                           div.denominator);
          continue;
        }
        if (div.readsLoops)
          return none("a division of thread ids that reads a loop");
        grouping.back().push_back(div);
        divisions = true;
      }
      for (int d = 0; d < 3; ++d) {
        if (classes->grid[d] == 1)
          continue;
        int64_t g = std::gcd(std::abs(step[d]), alignBytes);
        int64_t p = step[d] == 0 ? 1 : alignBytes / g;
        classes->period[d] =
            std::min(std::lcm(classes->period[d], p), classes->grid[d]);
      }
      steps.push_back(step);
    }
    classes->pieceByteStep.push_back(std::move(steps));
    classes->pieceDivisions.push_back(std::move(grouping));
    // The pieces' instance sets, lane by lane.
    std::vector<LaneDomain> lanes;
    if (form->threadBytes.size() > 1) {
      pieces = true;
      for (const isl::set &set : form->sets) {
        std::optional<LaneDomain> piece = laneDomainOf(set);
        if (!piece)
          return none("a piece of a byte offset says something of the loops "
                      "per lane");
        lanes.push_back(std::move(*piece));
      }
    }
    classes->pieceLanes.push_back(std::move(lanes));
  }
  // Instance sets that say nothing of the loops per lane are compared lane
  // by lane; the others by ISL.
  for (const isl::set &domain : domains) {
    std::optional<LaneDomain> lanes = laneDomainOf(domain);
    if (!lanes) {
      classes->laneDomains.clear();
      break;
    }
    classes->laneDomains.push_back(std::move(*lanes));
  }
  if (!classes->laneDomains.empty() || domains.empty())
    return classes;
  if (pieces || divisions)
    return none("a byte offset has pieces or divisions of thread ids and an "
                "instance set says something of the loops per lane");
  isl::ctx ictx = context->get();
  bool ok = islsupport::withOperationBudget(ictx, 2'000'000, [&] {
    classes->special = isl::set(ictx, "{ [b0, b1, b2, k0, k1, k2] : 1 = 0 }");
    for (const isl::set &domain : domains)
      classes->special =
          classes->special.unite(specialWarps(domain, *box, classes->grid));
    classes->special = classes->special.coalesce();
    // The block indices along each dimension that have special warps.
    for (int d = 0; d < 3; ++d) {
      isl_set *blocks = classes->special.copy();
      blocks = isl_set_project_out(blocks, isl_dim_set, 3, 3);
      blocks = isl_set_project_out(blocks, isl_dim_set, d + 1, 2 - d);
      blocks = isl_set_project_out(blocks, isl_dim_set, 0, d);
      // A partial list (ISL out of its budget) would miss blocks.
      std::set<int64_t> values;
      if (islsupport::enumerate1D(isl::manage(blocks), values,
                                  kMaxSpecialBlocks))
        classes->specialBlocks[d] = std::move(values);
    }
  });
  if (!ok)
    return none("ISL could not compare the warps within its budget");
  return classes;
}
