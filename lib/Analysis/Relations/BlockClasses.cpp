//===- BlockClasses.cpp - Blocks that behave alike ------------------------===//

#include "Analysis/Relations/BlockClasses.h"

#include "Analysis/Relations/IslAccessMaps.h"
#include "Support/IslSupport.h"

#include <isl/aff.h>
#include <isl/map.h>
#include <isl/point.h>
#include <isl/set.h>
#include <isl/val.h>

#include <array>
#include <map>
#include <numeric>
#include <optional>
#include <set>

using namespace mlir;
using namespace mlir::warp;

namespace {

constexpr int64_t kMaxSpecialPerDim = 64;
constexpr int kMaxBands = 4;
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

/// The lexicographically smallest point of block b's slice of `bt` (over
/// [b, t, loops...]), without b; nullopt if the slice is empty.
std::optional<std::vector<int64_t>> sliceMinimum(const isl::set &bt,
                                                 int64_t b) {
  isl_set *slice = isl_set_fix_si(bt.copy(), isl_dim_set, 0, b);
  isl_point *p = isl_set_sample_point(isl_set_lexmin(slice));
  std::optional<std::vector<int64_t>> out;
  if (p && isl_point_is_void(p) == isl_bool_false) {
    out.emplace();
    for (int i = 1, n = isl_set_dim(bt.get(), isl_dim_set); i < n; ++i) {
      isl_val *v = isl_point_get_coordinate_val(p, isl_dim_set, i);
      out->push_back(isl_val_is_int(v) ? isl_val_get_num_si(v) : 0);
      isl_val_free(v);
    }
  }
  isl_point_free(p);
  return out;
}

/// How far each loop dimension of `bt` (over [b, t, loops...]) moves from
/// one block to the next, read off the slices' smallest points at two
/// interior blocks: a loop whose bounds move with the block id (split-K's
/// share of the K loop) runs the same iterations, moved, in every block.
/// Empty where the two slices differ in more than their loops (nothing
/// moves then). Whether every block's slice is this translate is then
/// checked by nonFullBlocks on the translated slices.
std::vector<int64_t> loopShiftPerBlock(const isl::set &bt, int64_t G) {
  if (G < 2 || isl_set_dim(bt.get(), isl_dim_set) <= 2)
    return {};
  int64_t b0 = G / 2 - 1;
  std::optional<std::vector<int64_t>> p0 = sliceMinimum(bt, b0);
  std::optional<std::vector<int64_t>> p1 = sliceMinimum(bt, b0 + 1);
  // Middle blocks with nothing to do (a grid-stride loop over fewer
  // elements than the grid has threads): the first two blocks instead.
  if (!p0 || !p1) {
    p0 = sliceMinimum(bt, 0);
    p1 = sliceMinimum(bt, 1);
  }
  if (!p0 || !p1 || (*p0)[0] != (*p1)[0])
    return {};
  std::vector<int64_t> shift;
  bool any = false;
  for (size_t i = 1; i < p0->size(); ++i) {
    shift.push_back((*p1)[i] - (*p0)[i]);
    any |= shift.back() != 0;
  }
  return any ? shift : std::vector<int64_t>{};
}

/// `bt` (over [b, t, loops...]) with each loop l moved back by shift_l * b.
isl::set translateLoops(const isl::set &bt, ArrayRef<int64_t> shift) {
  std::string in = "b, t", out = "b, t";
  for (auto [i, s] : llvm::enumerate(shift)) {
    std::string l = "l" + std::to_string(i);
    in += ", " + l;
    out += ", " + l + (s >= 0 ? " - " : " + ") +
           std::to_string(s >= 0 ? s : -s) + "*b";
  }
  isl::map move(bt.ctx(), "{ [" + in + "] -> [" + out + "] }");
  return bt.apply(move);
}

/// The pieces of an access's byte map as a function (isl_pw_multi_aff),
/// read once per access for all grid dimensions: each piece's instances,
/// its coefficient of each block id, and whether a div of it depends on the
/// block id.
struct BytePieces {
  bool function = true;
  /// Each piece's instance set, read only where there are several (an
  /// offset of one piece may give the universe).
  std::vector<isl::set> sets;
  std::vector<std::array<int64_t, 3>> coefficients;
  /// Each piece's coefficient of each loop dimension (instance dims 6..).
  std::vector<std::vector<int64_t>> loopCoefficients;
  std::array<bool, 3> divOnBlock{};
  /// Per piece, the thread ids' coefficients and the divisions of thread
  /// ids that the byte offset adds (a periodic index's modulo), for the
  /// warp classes (WarpClasses.h); false where a division of thread ids
  /// also reads a loop or another division.
  std::vector<std::array<int64_t, 3>> threadCoefficients;
  std::vector<std::vector<LaneDivision>> threadDivisions;
  bool threadAffine = true;
};

using islsupport::integerOf;

/// The thread part of piece `aff` of a byte offset: the thread ids'
/// coefficients and each division of thread ids with its coefficient.
bool addThreadForm(isl_aff *aff, BytePieces &bp) {
  bool ok = true;
  std::array<int64_t, 3> threads;
  for (int d = 0; d < 3; ++d)
    threads[d] =
        integerOf(isl_aff_get_coefficient_val(aff, isl_dim_in, 3 + d), ok);
  std::vector<LaneDivision> divisions;
  int inputs = isl_aff_dim(aff, isl_dim_in);
  for (int k = 0, n = isl_aff_dim(aff, isl_dim_div); k < n && ok; ++k) {
    isl_val *c = isl_aff_get_coefficient_val(aff, isl_dim_div, k);
    bool zero = isl_val_is_zero(c) == isl_bool_true;
    isl_aff *div = isl_aff_get_div(aff, k);
    if (!zero && isl_aff_involves_dims(div, isl_dim_in, 3, 3)) {
      // floor((coef . (b, t) + constant + loops) / denominator).
      LaneDivision ld;
      ld.weight = integerOf(isl_val_copy(c), ok);
      ld.denominator = integerOf(isl_aff_get_denominator_val(div), ok);
      isl_aff *num = isl_aff_scale_val(
          isl_aff_copy(div),
          isl_val_int_from_si(isl_aff_get_ctx(div), ld.denominator));
      for (int i = 0; i < 6; ++i)
        ld.coef[i] =
            integerOf(isl_aff_get_coefficient_val(num, isl_dim_in, i), ok);
      ld.constant = integerOf(isl_aff_get_constant_val(num), ok);
      // Its local space holds the offset's other divisions: it must use
      // none of them.
      for (int j = 0, m = isl_aff_dim(num, isl_dim_div); j < m; ++j) {
        isl_val *cj = isl_aff_get_coefficient_val(num, isl_dim_div, j);
        ok &= isl_val_is_zero(cj) == isl_bool_true;
        isl_val_free(cj);
      }
      ld.readsLoops = isl_aff_involves_dims(num, isl_dim_in, 6, inputs - 6);
      ok &= ld.denominator > 0;
      isl_aff_free(num);
      divisions.push_back(ld);
    }
    isl_val_free(c);
    isl_aff_free(div);
  }
  bp.threadCoefficients.push_back(threads);
  bp.threadDivisions.push_back(std::move(divisions));
  return ok;
}

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

/// One piece of a byte offset: its coefficients, thread form and set
/// (isl_pw_multi_aff_foreach_piece's callback; takes `set` and `ma`).
isl_stat readPiece(isl_set *set, isl_multi_aff *ma, void *user) {
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
  bp.threadAffine &= addThreadForm(aff, bp);
  std::vector<int64_t> loops;
  for (int k = 6, n = isl_aff_dim(aff, isl_dim_in); k < n; ++k) {
    isl_val *c = isl_aff_get_coefficient_val(aff, isl_dim_in, k);
    loops.push_back(isl_val_is_int(c) ? isl_val_get_num_si(c) : 0);
    isl_val_free(c);
  }
  bp.loopCoefficients.push_back(std::move(loops));
  bp.sets.push_back(isl::manage(set));
  isl_aff_free(aff);
  isl_multi_aff_free(ma);
  return isl_stat_ok;
}

/// True if a division of `aff` reads a block id or a loop (whose values the
/// instance set may tie to the block ids): ISL's pieces then tell whether
/// the offset is linear in the block ids (a periodic index's modulo is two
/// pieces of the grid; a grid-stride loop's counter, divided, is not
/// linear), so such an offset goes through isl_pw_multi_aff_from_map.
bool divReadsBlock(isl_aff *aff) {
  int inputs = isl_aff_dim(aff, isl_dim_in);
  for (int k = 0, n = isl_aff_dim(aff, isl_dim_div); k < n; ++k) {
    isl_aff *div = isl_aff_get_div(aff, k);
    bool reads =
        isl_aff_involves_dims(div, isl_dim_in, 0, 3) != isl_bool_false ||
        (inputs > 6 && isl_aff_involves_dims(div, isl_dim_in, 6, inputs - 6) !=
                           isl_bool_false);
    isl_aff_free(div);
    if (reads)
      return true;
  }
  return false;
}

/// Nullopt for an access whose addresses are data-dependent (no period).
std::optional<BytePieces> bytePieces(const AccessRelation &rel) {
  if (!rel.isl || !rel.hasByteMap || !rel.affine || rel.isl->bytes.is_null())
    return std::nullopt;
  BytePieces pieces;
  if (rel.vectorWidth > 1 && (rel.isl->touchesTwoBytes.value_or(false) ||
                              sampleTouchesTwo(rel.isl->bytes))) {
    pieces.function = false;
    return pieces;
  }
  // The offset kept as one affine function (the graph of an affine index
  // on the instance set): one piece, without asking ISL for it. Its set is
  // the universe of the instance space: the set of a single piece is not
  // read (BytePieces::sets).
  const std::optional<isl::aff> &aff = rel.isl->byteAff;
  if (aff && !divReadsBlock(aff->get())) {
    isl_set *set = isl_set_universe(
        isl_space_domain(isl_map_get_space(rel.isl->bytes.get())));
    isl_multi_aff *ma = isl_multi_aff_from_aff(aff->copy());
    readPiece(set, ma, &pieces);
    return pieces;
  }
  isl_pw_multi_aff *pma = isl_pw_multi_aff_from_map(rel.isl->bytes.copy());
  if (!pma) {
    pieces.function = false;
    return pieces;
  }
  isl_pw_multi_aff_foreach_piece(pma, readPiece, &pieces);
  isl_pw_multi_aff_free(pma);
  return pieces;
}

/// `rel`'s byte offset as pieces affine in the thread ids, where its
/// instances are exact; else nullopt.
std::optional<WarpAccessForm>
warpAccessForm(const AccessRelation &rel, const std::optional<BytePieces> &bp) {
  if (!rel.isl || !rel.exact || !rel.affine || rel.clippedTile || !bp ||
      !bp->function || bp->sets.empty() || !bp->threadAffine)
    return std::nullopt;
  WarpAccessForm form;
  form.sets = bp->sets;
  form.threadBytes = bp->threadCoefficients;
  form.divisions = bp->threadDivisions;
  return form;
}

/// { [b] : 0 <= b < G }, built from its constraints (not parsed: once per
/// grid dimension of every candidate).
isl::set blockRange(isl::ctx ictx, int64_t G) {
  isl_set *set = isl_set_universe(isl_space_set_alloc(ictx.get(), 0, 1));
  set = isl_set_lower_bound_si(set, isl_dim_set, 0, 0);
  set = isl_set_upper_bound_si(set, isl_dim_set, 0, G - 1);
  return isl::manage(set);
}

/// { [b] : b mod period = r } in `space` (one dimension).
isl::set residueSet(const isl::space &space, int64_t period, int64_t r) {
  isl_aff *b = isl_aff_var_on_domain(isl_local_space_from_space(space.copy()),
                                     isl_dim_set, 0);
  b = isl_aff_mod_val(b, isl_val_int_from_si(space.ctx().get(), period));
  b = isl_aff_add_constant_si(b, -r);
  return isl::manage(isl_set_from_basic_set(isl_aff_zero_basic_set(b)));
}

/// The classes of the blocks along grid dimension `d` (of `G` blocks).
class DimClassifier {
public:
  DimClassifier(unsigned d, int64_t G, int64_t alignBytes, isl::ctx ictx,
                BlockClasses &result)
      : d(d), G(G), alignBytes(alignBytes), ictx(ictx), result(result),
        range(blockRange(ictx, G)),
        special(isl::set::empty(range.get_space())) {}

  /// Adds the blocks in which `rel` does not run every thread (its guards)
  /// to the special ones; `seen`: an access of the same domain did already.
  /// Unless seen, sets `loopShift` (shared by the accesses of one domain):
  /// how far the loops move from one block to the next where the blocks run
  /// the same iterations, moved (loopShiftPerBlock), else empty.
  void addNonFullBlocks(const AccessRelation &rel, bool seen,
                        std::vector<int64_t> &loopShift);
  /// Adds the period after which `rel`'s byte offset (its pieces `bp`) has
  /// moved by a multiple of the alignment along the dimension (the loops
  /// moving by `loopShift` per block), and the blocks that see more than
  /// one piece of its byte map to the special ones.
  void addPeriod(const AccessRelation &rel, const BytePieces &bp,
                 ArrayRef<int64_t> loopShift);
  /// The classes: each special block alone, the others by band and
  /// residue.
  std::vector<DimClass> classes();
  /// Set by classes() where blocks are simulated one by one or in bands:
  /// the classes with every block taken as an interior block.
  std::vector<DimClass> coarse;
  /// The blocks are simulated one by one because accesses to one buffer
  /// move at different rates (not for boundary blocks): `coarse` then has
  /// the blocks by the residues of the accesses' own periods.
  bool coarseForMixedRates = false;
  /// `coarse` takes boundary blocks (or bands) as interior blocks.
  bool coarseDropsBoundaries = false;

private:
  unsigned d;
  int64_t G, alignBytes;
  isl::ctx ictx;
  BlockClasses &result;
  /// Splits the blocks into bands of equal slices of `bt` (over [b, t,
  /// loops...]): those whose slice is the union of all, then among the
  /// others those whose slice is the union of theirs, and so on, at most
  /// kMaxBands times; false (nothing split) if blocks remain.
  bool addBands(const isl::set &bt);
  std::optional<int64_t> countOf(const isl::set &blocks) const;
  /// Adds the classes of the non-special blocks by band and residue to
  /// `dims`; false (nothing added) if ISL cannot count them.
  bool addBandClasses(const std::set<int64_t> &specialBlocks,
                      std::vector<DimClass> &dims);

  isl::set range, special;
  /// A partition of the blocks: within a band, every access's slices are
  /// translates of each other (one band: all blocks).
  std::vector<isl::set> bands{range};
  int64_t period = 1;
  std::map<const void *, std::set<int64_t>> coefficientsPerBuffer;
};

void DimClassifier::addNonFullBlocks(const AccessRelation &rel, bool seen,
                                     std::vector<int64_t> &loopShift) {
  // Non-full blocks of this access.
  // Slices with loop dimensions; if ISL cannot do it within a budget
  // (grid-stride loops give huge moduli), slices of (b, t) only. Where the
  // loops move with the block (split-K), the slices moved back to block 0
  // are compared too, and the fewer non-full blocks win.
  // An access of a domain already seen keeps its shift (`loopShift` is the
  // domain's).
  if (seen)
    return;
  loopShift.clear();
  isl::set nonFull = isl::set::empty(range.get_space());
  isl::set bt;
  bool ok = islsupport::withOperationBudget(ictx, 2'000'000, [&] {
    bt = projectBlockThread(rel.isl->index.domain(), d);
    nonFull = nonFullBlocks(bt, range).coalesce();
  });
  if (!ok) {
    special = special.unite(nonFullBlocks(
        projectBlockThread(
            isl::manage(isl_set_project_out(
                rel.isl->index.domain().release(), isl_dim_set, 6,
                isl_set_dim(rel.isl->index.domain().get(), isl_dim_set) - 6)),
            d),
        range));
    Approximation a = Approximation::of(ApproximationKind::BlockLoopsMerged);
    a.dim = d;
    result.approximations.push_back(a);
    return;
  }
  if (nonFull.is_empty())
    return;
  std::optional<int64_t> count = countOf(nonFull);
  isl::set movedBt, moved;
  bool shifted = islsupport::withOperationBudget(ictx, 2'000'000, [&] {
    loopShift = loopShiftPerBlock(bt, G);
    if (loopShift.empty())
      return;
    movedBt = translateLoops(bt, loopShift);
    moved = nonFullBlocks(movedBt, range).coalesce();
  });
  std::optional<int64_t> movedCount =
      shifted && !loopShift.empty() ? countOf(moved) : std::nullopt;
  if (movedCount && count && *movedCount < *count) {
    bt = movedBt;
    nonFull = moved;
    count = movedCount;
  } else {
    loopShift.clear();
  }
  // Too many to simulate one by one (a grid-stride loop whose last round
  // only some blocks run): the blocks in bands of equal slices.
  if (count && *count > kMaxSpecialPerDim && addBands(bt))
    return;
  special = special.unite(nonFull);
}

bool DimClassifier::addBands(const isl::set &bt) {
  std::vector<isl::set> found;
  bool ok = islsupport::withOperationBudget(ictx, 2'000'000, [&] {
    isl::set remaining = range;
    unsigned n = isl_set_dim(bt.get(), isl_dim_set);
    for (int level = 0; level < kMaxBands && !remaining.is_empty(); ++level) {
      isl::set mine = bt.intersect(
          isl::manage(isl_set_add_dims(remaining.copy(), isl_dim_set, n - 1)));
      isl::set cut = nonFullBlocks(mine, remaining).coalesce();
      found.push_back(remaining.subtract(cut).coalesce());
      remaining = cut;
    }
    if (!remaining.is_empty())
      found.clear();
  });
  if (!ok || found.empty())
    return false;
  // The common refinement with the bands of the accesses before.
  std::vector<isl::set> refined;
  for (const isl::set &a : bands)
    for (const isl::set &b : found) {
      isl::set both = a.intersect(b).coalesce();
      if (!both.is_empty())
        refined.push_back(both);
    }
  bands = std::move(refined);
  return true;
}

void DimClassifier::addPeriod(const AccessRelation &rel, const BytePieces &bp,
                              ArrayRef<int64_t> loopShift) {
  if (!bp.function) {
    Approximation a =
        Approximation::of(ApproximationKind::ByteRelationNotFunction);
    a.subject = rel.memref;
    result.approximations.push_back(a);
    return;
  }
  // Each piece's coefficient of b_d sets the period; where the loops move
  // with the block, their coefficients times their shifts add to it.
  std::set<int64_t> coefficients;
  for (auto [c, loops] : llvm::zip(bp.coefficients, bp.loopCoefficients)) {
    int64_t coef = c[d];
    for (auto [alpha, shift] : llvm::zip(loops, loopShift))
      coef += alpha * shift;
    coefficients.insert(coef);
    int64_t g = std::gcd(std::abs(coef), alignBytes);
    int64_t p = g == 0 ? 1 : alignBytes / g;
    period = std::lcm(period, coef == 0 ? 1 : p);
  }
  // Accesses to one buffer in global memory that move at different rates
  // with b_d overlap differently in every block: the union of their
  // sectors per block (the block's L2 footprint) is then not periodic.
  // Workgroup memory is the block's own; its costs are per instruction.
  if (rel.space != MemorySpace::shared) {
    auto &coefs = coefficientsPerBuffer[rel.root.getAsOpaquePointer()];
    coefs.insert(coefficients.begin(), coefficients.end());
  }
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

std::optional<int64_t> DimClassifier::countOf(const isl::set &blocks) const {
  isl_val *c = isl_set_count_val(blocks.get());
  std::optional<int64_t> out;
  if (c && isl_val_is_int(c))
    out = isl_val_get_num_si(c);
  isl_val_free(c);
  return out;
}

bool DimClassifier::addBandClasses(const std::set<int64_t> &specialBlocks,
                                   std::vector<DimClass> &dims) {
  isl::set specials = isl::set::empty(range.get_space());
  for (int64_t b : specialBlocks)
    specials = specials.unite(isl::manage(isl_set_fix_si(
        isl::set::universe(range.get_space()).release(), isl_dim_set, 0, b)));
  std::vector<DimClass> out;
  for (const isl::set &band : bands)
    for (int64_t r = 0; r < period; ++r) {
      isl::set blocks = band.intersect(residueSet(range.get_space(), period, r))
                            .subtract(specials);
      std::optional<int64_t> count = countOf(blocks);
      if (!count)
        return false;
      if (*count == 0)
        continue;
      std::optional<std::vector<int64_t>> first = sliceMinimum(
          isl::manage(isl_set_insert_dims(blocks.release(), isl_dim_set, 0, 1)),
          0);
      if (!first || first->empty())
        return false;
      out.push_back({first->front(), *count});
    }
  dims.insert(dims.end(), out.begin(), out.end());
  return true;
}

std::vector<DimClass> DimClassifier::classes() {
  std::vector<DimClass> dims;
  bool mixedRates = llvm::any_of(coefficientsPerBuffer,
                                 [](auto &kv) { return kv.second.size() > 1; });
  int64_t ownPeriod = std::min(period, G);
  if (mixedRates) {
    if (G <= kMaxBlocksForMixedRates) {
      period = G; // every block its own class
      coarseForMixedRates = ownPeriod < G;
    } else {
      Approximation a = Approximation::of(ApproximationKind::MixedBlockStrides);
      a.dim = d;
      result.approximations.push_back(a);
    }
  }
  special = special.intersect(range).coalesce();
  std::set<int64_t> specialBlocks;
  if (!islsupport::enumerate1D(special, specialBlocks, kMaxSpecialPerDim)) {
    Approximation a =
        Approximation::of(ApproximationKind::BoundaryBlocksCapped);
    a.dim = d;
    a.count = kMaxSpecialPerDim;
    result.approximations.push_back(a);
    specialBlocks.clear();
  }
  period = std::min(period, G);
  for (int64_t b : specialBlocks)
    dims.push_back({b, 1});
  // Interior blocks by residue: count per residue without enumerating.
  std::vector<DimClass> interior;
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
    interior.push_back({first, count});
  }
  // Every block as an interior block: the coarser classes, for a launch
  // whose boundary blocks or bands make the simulation too long.
  coarseDropsBoundaries = !specialBlocks.empty() || bands.size() > 1;
  if (coarseForMixedRates) {
    // Past the budget, the accesses' own periods: the blocks of a residue
    // alike, as if their union's sectors moved with them.
    for (int64_t r = 0; r < ownPeriod; ++r)
      coarse.push_back({r, (G - r + ownPeriod - 1) / ownPeriod});
  } else if (coarseDropsBoundaries) {
    for (int64_t r = 0; r < period; ++r)
      coarse.push_back({r, (G - r + period - 1) / period});
  }
  if (bands.size() > 1) {
    if (addBandClasses(specialBlocks, dims))
      return dims;
    Approximation a =
        Approximation::of(ApproximationKind::BoundaryBlocksCapped);
    a.dim = d;
    a.count = kMaxSpecialPerDim;
    result.approximations.push_back(a);
  }
  dims.insert(dims.end(), interior.begin(), interior.end());
  return dims;
}

} // namespace

BlockClasses mlir::warp::computeBlockClasses(const KernelAccesses &accesses,
                                             int64_t alignBytes,
                                             int64_t warpAlignBytes) {
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
    std::vector<size_t> domainOf;
    // Accesses whose domain is their block's (IslAccessMaps::domainBlock):
    // the domain index of the block's first, without ISL.
    llvm::SmallDenseMap<int32_t, size_t, 4> domainOfBlock;
    for (const AccessRelation &rel : accesses.accesses) {
      domainOf.push_back(0);
      if (!rel.isl) {
        firstWithDomain.push_back(false);
        continue;
      }
      int32_t block = rel.isl->domainBlock;
      if (auto it = domainOfBlock.find(block);
          block >= 0 && it != domainOfBlock.end()) {
        firstWithDomain.push_back(false);
        domainOf.back() = it->second;
        continue;
      }
      isl::set domain = rel.isl->index.domain();
      auto seen = llvm::find_if(domains, [&](const isl::set &sd) {
        return isl_set_plain_is_equal(sd.get(), domain.get()) == isl_bool_true;
      });
      firstWithDomain.push_back(seen == domains.end());
      domainOf.back() = seen - domains.begin();
      if (seen == domains.end())
        domains.push_back(domain);
      if (block >= 0)
        domainOfBlock[block] = domainOf.back();
    }
    // The byte maps as functions, once for every dimension.
    std::vector<std::optional<BytePieces>> pieces;
    BlockClasses coarse;
    std::array<bool, 3> coarseForMixedRates = {false, false, false};
    std::array<bool, 3> coarseDropsBoundaries = {false, false, false};
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
      std::vector<std::vector<int64_t>> loopShifts(domains.size());
      for (auto [relIndex, rel] : llvm::enumerate(accesses.accesses)) {
        if (!rel.isl)
          continue;
        std::vector<int64_t> &shift = loopShifts[domainOf[relIndex]];
        classifier.addNonFullBlocks(rel, !firstWithDomain[relIndex], shift);
        if (pieces[relIndex])
          classifier.addPeriod(rel, *pieces[relIndex], shift);
      }
      result.dims[d] = classifier.classes();
      if (!classifier.coarse.empty())
        coarse.dims[d] = std::move(classifier.coarse);
      coarseForMixedRates[d] = classifier.coarseForMixedRates;
      coarseDropsBoundaries[d] = classifier.coarseDropsBoundaries;
    }
    // The warps of a block that behave alike.
    if (pieces.empty())
      for (const AccessRelation &rel : accesses.accesses)
        pieces.push_back(bytePieces(rel));
    std::vector<std::optional<WarpAccessForm>> forms;
    for (auto [rel, bp] : llvm::zip(accesses.accesses, pieces))
      forms.push_back(warpAccessForm(rel, bp));
    std::array<int64_t, 3> block{*ctx.block[0], *ctx.block[1], *ctx.block[2]};
    result.warps = computeWarpClasses(
        block, domains, forms, warpAlignBytes ? warpAlignBytes : alignBytes,
        holder, &result.noWarpClasses);
    if (llvm::any_of(coarse.dims, [](auto &c) { return !c.empty(); })) {
      coarse.approximations = result.approximations;
      coarse.warps = result.warps;
      for (unsigned d = 0; d < 3; ++d) {
        if (coarse.dims[d].empty()) {
          coarse.dims[d] = result.dims[d];
          continue;
        }
        // Why the coarser classes are not exact: each access's own period
        // for blocks of mixed rates, boundary blocks taken as interior
        // ones, or both.
        Approximation a =
            Approximation::of(ApproximationKind::BoundaryBlocksOverBudget);
        a.dim = d;
        a.count = static_cast<int64_t>(result.dims[d].size());
        if (coarseForMixedRates[d]) {
          Approximation m =
              Approximation::of(ApproximationKind::MixedBlockStrides);
          m.dim = d;
          coarse.approximations.push_back(m);
        }
        if (!coarseForMixedRates[d] || coarseDropsBoundaries[d])
          coarse.approximations.push_back(a);
      }
      result.coarser = std::make_shared<const BlockClasses>(std::move(coarse));
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
