//===- BlockClasses.cpp - Blocks that behave alike ------------------------===//

#include "Analysis/Relations/BlockClasses.h"

#include "Analysis/Relations/IslAccessMaps.h"
#include "Support/IslSupport.h"

#include <isl/aff.h>
#include <isl/map.h>
#include <isl/point.h>
#include <isl/set.h>

#include <array>
#include <map>
#include <numeric>
#include <optional>
#include <set>

using namespace mlir;
using namespace mlir::warp;

namespace {

constexpr int64_t kMaxSpecialPerDim = 64;
constexpr int64_t kMaxBlocksForMixedRates = 256;

/// Projects `set` (over the instance dims) onto [b_d, t_d, loop ivs...].
isl::set projectBlockThread(isl::set set, unsigned d) {
  isl_set *s = set.release();
  // Keep d (block), 3 + d (thread) and the loop dimensions (6 and up).
  for (int i = 5; i >= 0; --i)
    if (i != static_cast<int>(d) && i != static_cast<int>(3 + d))
      s = isl_set_project_out(s, isl_dim_set, i, 1);
  return isl::manage(s);
}

/// The b values of a set over [b, t, loops...].
isl::set blocksOf(isl::set bt) {
  unsigned n = isl_set_dim(bt.get(), isl_dim_set);
  return isl::manage(isl_set_project_out(bt.release(), isl_dim_set, 1, n - 1));
}

/// Blocks whose slice {(t, loops)} differs from the union of all slices:
/// partial blocks, guards that cut a block, loop iterations that some
/// blocks skip.
isl::set nonFullBlocks(isl::set slices, isl::set range) {
  isl_set *all = isl_set_project_out(slices.copy(), isl_dim_set, 0, 1);
  isl_set *full = isl_set_flat_product(range.copy(), all);
  return blocksOf(isl::manage(full).subtract(slices));
}

bool enumerate1D(isl::set s, std::set<int64_t> &out, int64_t limit) {
  isl_val *count = isl_set_count_val(s.get());
  bool ok =
      count && isl_val_is_int(count) && isl_val_get_num_si(count) <= limit;
  isl_val_free(count);
  if (!ok)
    return false;
  isl_set_foreach_point(
      s.get(),
      [](isl_point *p, void *user) -> isl_stat {
        isl_val *v = isl_point_get_coordinate_val(p, isl_dim_set, 0);
        static_cast<std::set<int64_t> *>(user)->insert(isl_val_get_num_si(v));
        isl_val_free(v);
        isl_point_free(p);
        return isl_stat_ok;
      },
      &out);
  return true;
}

/// The pieces of an access's byte map as a function (isl_pw_multi_aff),
/// read once per access for all grid dimensions: each piece's instances,
/// its coefficient of each block id, and whether a div of it depends on the
/// block id.
struct BytePieces {
  bool function = true;
  std::vector<isl::set> sets;
  std::vector<std::array<int64_t, 3>> coefficients;
  std::array<bool, 3> divOnBlock{};
};

/// True if some instance of a vector access (a tensor-core fragment)
/// touches two bytes: one sampled instance is a witness that the byte map
/// is no function, which isl_pw_multi_aff_from_map would find only after
/// testing the whole map (most of the block classes of a tensor-core
/// tiling).
bool sampleTouchesTwo(const isl::map &bytes) {
  isl_basic_map *sample = isl_map_sample(bytes.copy());
  if (!sample || isl_basic_map_is_empty(sample) != isl_bool_false) {
    isl_basic_map_free(sample);
    return false;
  }
  // The sample is one pair (instance, byte): another byte of the instance.
  isl_set *instance =
      isl_set_from_basic_set(isl_basic_map_domain(isl_basic_map_copy(sample)));
  isl_set *byte = isl_set_from_basic_set(isl_basic_map_range(sample));
  isl_set *others =
      isl_set_subtract(isl_set_apply(instance, bytes.copy()), byte);
  bool two = others && isl_set_is_empty(others) == isl_bool_false;
  isl_set_free(others);
  return two;
}

/// Nullopt for an access whose addresses are data-dependent (no period).
std::optional<BytePieces> bytePieces(const AccessRelation &rel) {
  if (!rel.isl || !rel.hasByteMap || !rel.affine || rel.isl->bytes.is_null())
    return std::nullopt;
  BytePieces pieces;
  if (rel.vectorWidth > 1 && sampleTouchesTwo(rel.isl->bytes)) {
    pieces.function = false;
    return pieces;
  }
  isl_pw_multi_aff *pma = isl_pw_multi_aff_from_map(rel.isl->bytes.copy());
  if (!pma) {
    pieces.function = false;
    return pieces;
  }
  isl_pw_multi_aff_foreach_piece(
      pma,
      [](isl_set *set, isl_multi_aff *ma, void *user) -> isl_stat {
        auto &bp = *static_cast<BytePieces *>(user);
        isl_aff *aff = isl_multi_aff_get_at(ma, 0);
        std::array<int64_t, 3> coefficients;
        for (int d = 0; d < 3; ++d) {
          isl_val *c = isl_aff_get_coefficient_val(aff, isl_dim_in, d);
          coefficients[d] = isl_val_is_int(c) ? isl_val_get_num_si(c) : 1;
          isl_val_free(c);
          // A div that depends on b_d breaks translation invariance.
          int ndiv = isl_aff_dim(aff, isl_dim_div);
          for (int k = 0; k < ndiv; ++k) {
            isl_aff *div = isl_aff_get_div(aff, k);
            if (isl_aff_involves_dims(div, isl_dim_in, d, 1))
              bp.divOnBlock[d] = true;
            isl_aff_free(div);
          }
        }
        bp.coefficients.push_back(coefficients);
        bp.sets.push_back(isl::manage(set));
        isl_aff_free(aff);
        isl_multi_aff_free(ma);
        return isl_stat_ok;
      },
      &pieces);
  isl_pw_multi_aff_free(pma);
  return pieces;
}

/// The classes of the blocks along grid dimension `d` (of `G` blocks).
class DimClassifier {
public:
  DimClassifier(unsigned d, int64_t G, int64_t alignBytes, isl::ctx ictx,
                BlockClasses &result)
      : d(d), G(G), alignBytes(alignBytes), ictx(ictx), result(result),
        range(ictx, "{ [b] : 0 <= b < " + std::to_string(G) + " }"),
        special(isl::set::empty(range.get_space())) {}

  /// Adds the blocks in which `rel` does not run every thread (its guards)
  /// to the special ones; `seen`: an access of the same domain did already.
  void addNonFullBlocks(const AccessRelation &rel, bool seen);
  /// Adds the period after which `rel`'s byte offset (its pieces `bp`) has
  /// moved by a multiple of the alignment along the dimension, and the
  /// blocks that see more than one piece of its byte map to the special
  /// ones.
  void addPeriod(const AccessRelation &rel, const BytePieces &bp);
  /// The classes: each special block alone, the others by residue.
  std::vector<DimClass> classes();

private:
  unsigned d;
  int64_t G, alignBytes;
  isl::ctx ictx;
  BlockClasses &result;
  isl::set range, special;
  int64_t period = 1;
  std::map<const void *, std::set<int64_t>> coefficientsPerBuffer;
};

void DimClassifier::addNonFullBlocks(const AccessRelation &rel, bool seen) {
  // Non-full blocks of this access.
  // Slices with loop dimensions; if ISL cannot do it within a budget
  // (grid-stride loops give huge moduli), slices of (b, t) only.
  isl::set nonFull = isl::set::empty(range.get_space());
  bool ok =
      seen || islsupport::withOperationBudget(ictx, 2'000'000, [&] {
        nonFull =
            nonFullBlocks(projectBlockThread(rel.isl->index.domain(), d), range)
                .coalesce();
      });
  if (!ok && !seen) {
    nonFull = nonFullBlocks(
        projectBlockThread(
            isl::manage(isl_set_project_out(
                rel.isl->index.domain().release(), isl_dim_set, 6,
                isl_set_dim(rel.isl->index.domain().get(), isl_dim_set) - 6)),
            d),
        range);
    Approximation a = Approximation::of(ApproximationKind::BlockLoopsMerged);
    a.dim = d;
    result.approximations.push_back(a);
  }
  special = special.unite(nonFull);
}

void DimClassifier::addPeriod(const AccessRelation &rel, const BytePieces &bp) {
  if (!bp.function) {
    Approximation a =
        Approximation::of(ApproximationKind::ByteRelationNotFunction);
    a.subject = rel.memref;
    result.approximations.push_back(a);
    return;
  }
  // Each piece's coefficient of b_d sets the period.
  std::set<int64_t> coefficients;
  for (const std::array<int64_t, 3> &c : bp.coefficients) {
    int64_t coef = c[d];
    coefficients.insert(coef);
    int64_t g = std::gcd(std::abs(coef), alignBytes);
    int64_t p = g == 0 ? 1 : alignBytes / g;
    period = std::lcm(period, coef == 0 ? 1 : p);
  }
  // Accesses to one buffer that move at different rates with b_d
  // overlap differently in every block: the union of their sectors
  // per block is then not periodic.
  auto &coefs = coefficientsPerBuffer[rel.root.getAsOpaquePointer()];
  coefs.insert(coefficients.begin(), coefficients.end());
  if (bp.divOnBlock[d]) {
    Approximation a = Approximation::of(ApproximationKind::ByteOffsetNotLinear);
    a.subject = rel.memref;
    result.approximations.push_back(a);
  }
  // Blocks that see more than one piece are special.
  if (bp.sets.size() > 1) {
    std::vector<isl::set> pieceBlocks;
    for (const isl::set &piece : bp.sets)
      pieceBlocks.push_back(blocksOf(projectBlockThread(piece, d)));
    for (size_t i = 0; i < pieceBlocks.size(); ++i)
      for (size_t j = i + 1; j < pieceBlocks.size(); ++j)
        special = special.unite(pieceBlocks[i].intersect(pieceBlocks[j]));
  }
}

std::vector<DimClass> DimClassifier::classes() {
  std::vector<DimClass> dims;
  bool mixedRates = llvm::any_of(coefficientsPerBuffer,
                                 [](auto &kv) { return kv.second.size() > 1; });
  if (mixedRates) {
    if (G <= kMaxBlocksForMixedRates) {
      period = G; // every block its own class
    } else {
      Approximation a = Approximation::of(ApproximationKind::MixedBlockStrides);
      a.dim = d;
      result.approximations.push_back(a);
    }
  }
  special = special.intersect(range).coalesce();
  std::set<int64_t> specialBlocks;
  if (!enumerate1D(special, specialBlocks, kMaxSpecialPerDim)) {
    Approximation a =
        Approximation::of(ApproximationKind::BoundaryBlocksCapped);
    a.dim = d;
    a.count = kMaxSpecialPerDim;
    result.approximations.push_back(a);
    specialBlocks.clear();
  }
  period = std::min(period, G);
  std::map<int64_t, DimClass> residues;
  for (int64_t b : specialBlocks)
    dims.push_back({b, 1});
  // Interior blocks by residue: count per residue without enumerating.
  for (int64_t r = 0; r < period; ++r) {
    int64_t count = (G - r + period - 1) / period; // b = r + k*period < G
    int64_t first = -1;
    for (int64_t b : specialBlocks)
      if (b % period == r)
        --count;
    if (count <= 0)
      continue;
    for (int64_t b = r; b < G; b += period)
      if (!specialBlocks.count(b)) {
        first = b;
        break;
      }
    dims.push_back({first, count});
  }
  return dims;
}

} // namespace

BlockClasses mlir::warp::computeBlockClasses(const KernelAccesses &accesses,
                                             int64_t alignBytes) {
  const LaunchSizes &ctx = accesses.sizes;
  BlockClasses result;
  // All relations of a kernel share one context; a kernel without accesses
  // has one class per dimension value range.
  std::shared_ptr<IslContextHolder> holder;
  for (const AccessRelation &rel : accesses.accesses)
    if (rel.isl)
      holder = rel.isl->context;
  if (!holder)
    holder = std::make_shared<IslContextHolder>();
  isl::ctx ictx = holder->get();
  try {
    // Accesses under the same guards share a domain: each distinct domain
    // is looked at once (the first access that has it).
    std::vector<isl::set> domains;
    std::vector<bool> firstWithDomain;
    for (const AccessRelation &rel : accesses.accesses) {
      if (!rel.isl) {
        firstWithDomain.push_back(false);
        continue;
      }
      isl::set domain = rel.isl->index.domain();
      bool seen = llvm::any_of(domains, [&](const isl::set &sd) {
        return isl_set_plain_is_equal(sd.get(), domain.get()) == isl_bool_true;
      });
      firstWithDomain.push_back(!seen);
      if (!seen)
        domains.push_back(domain);
    }
    // The byte maps as functions, once for every dimension.
    std::vector<std::optional<BytePieces>> pieces;
    for (unsigned d = 0; d < 3; ++d) {
      int64_t G = *ctx.grid[d];
      if (G == 1) {
        result.dims[d].push_back({0, 1});
        continue;
      }
      if (pieces.empty())
        for (const AccessRelation &rel : accesses.accesses)
          pieces.push_back(bytePieces(rel));
      DimClassifier classifier(d, G, alignBytes, ictx, result);
      for (auto [relIndex, rel] : llvm::enumerate(accesses.accesses)) {
        if (!rel.isl)
          continue;
        classifier.addNonFullBlocks(rel, !firstWithDomain[relIndex]);
        if (pieces[relIndex])
          classifier.addPeriod(rel, *pieces[relIndex]);
      }
      result.dims[d] = classifier.classes();
    }
  } catch (const isl::exception &e) {
    for (auto &dims : result.dims)
      dims.clear();
    Approximation a =
        Approximation::of(ApproximationKind::BlockClassesIslError);
    a.detail = e.what();
    result.approximations.push_back(a);
  }
  return result;
}
