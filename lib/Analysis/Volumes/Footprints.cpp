//===- Footprints.cpp - Unique sectors touched by a whole launch ----------===//

#include "Analysis/Volumes/Footprints.h"

#include "Analysis/Relations/BoxImages.h"
#include "Analysis/Relations/BoxTranslates.h"
#include "Analysis/Relations/BoxUnion.h"
#include "Analysis/Relations/IslAccessMaps.h"
#include "Support/IslSupport.h"

#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/BitVector.h"

#include <isl/constraint.h>

using namespace mlir;
using namespace mlir::warp;

namespace {

constexpr int64_t kEnumerateLimit = 4'000'000;

/// Counts saturate here (2^53 chunks, far beyond any buffer of 2^48
/// bytes): a product that would overflow is a bound, not a wrapped number.
constexpr int64_t kSaturatedCount = int64_t(1) << 53;

/// a * b, saturated at kSaturatedCount (a, b >= 0).
int64_t saturatingProduct(int64_t a, int64_t b, bool &saturated) {
  int64_t p;
  if (__builtin_mul_overflow(a, b, &p) || p > kSaturatedCount) {
    saturated = true;
    return kSaturatedCount;
  }
  return p;
}

/// total += x, saturated at kSaturatedCount.
void addSaturating(int64_t &total, int64_t x, bool &saturated) {
  if (total > kSaturatedCount - x) {
    total = kSaturatedCount;
    saturated = true;
    return;
  }
  total += x;
}

/// True if every constraint of `bset` involves at most one set dimension and
/// it has no existentially quantified variables.
bool isBox(isl_basic_set *bset) {
  if (isl_basic_set_dim(bset, isl_dim_div) > 0)
    return false;
  struct Data {
    bool box = true;
  } data;
  isl_basic_set_foreach_constraint(
      bset,
      [](isl_constraint *c, void *user) -> isl_stat {
        int n = isl_constraint_dim(c, isl_dim_set);
        int nonzero = 0;
        for (int i = 0; i < n; ++i) {
          isl_val *v = isl_constraint_get_coefficient_val(c, isl_dim_set, i);
          if (!isl_val_is_zero(v))
            ++nonzero;
          isl_val_free(v);
        }
        if (nonzero > 1)
          static_cast<Data *>(user)->box = false;
        isl_constraint_free(c);
        return isl_stat_ok;
      },
      &data);
  return data.box;
}

/// Extent of dimension i of a (bounded) set, or -1 if unbounded.
int64_t extent(isl_set *s, int i) {
  isl_val *lo = isl_set_dim_min_val(isl_set_copy(s), i);
  isl_val *hi = isl_set_dim_max_val(isl_set_copy(s), i);
  int64_t e = -1;
  if (lo && hi && isl_val_is_int(lo) && isl_val_is_int(hi))
    e = isl_val_get_num_si(hi) - isl_val_get_num_si(lo) + 1;
  isl_val_free(lo);
  isl_val_free(hi);
  return e;
}

/// The same for a basic set.
int64_t extent(isl_basic_set *bset, int i) {
  isl_set *s = isl_set_from_basic_set(isl_basic_set_copy(bset));
  int64_t e = extent(s, i);
  isl_set_free(s);
  return e;
}

FootprintCount countSet(isl::set set) {
  FootprintCount result;
  isl::ctx ctx = set.ctx();
  // isl 0.25's coalesce can change a set with existentially quantified
  // variables (one found by BoxImagesTest: 74 points became 78), so only
  // sets without them are coalesced first.
  isl_set *disjoint =
      isl_set_make_disjoint(islsupport::coalesceIfNoDivs(set).release());
  struct Data {
    FootprintCount *r;
  } data{&result};
  isl_stat walked = isl_set_foreach_basic_set(
      disjoint,
      [](isl_basic_set *bset, void *user) -> isl_stat {
        FootprintCount &r = *static_cast<Data *>(user)->r;
        int n = isl_basic_set_dim(bset, isl_dim_set);
        if (isBox(bset)) {
          int64_t vol = 1;
          for (int i = 0; i < n && vol > 0; ++i) {
            int64_t e = extent(bset, i);
            vol = e < 0 ? 0 : saturatingProduct(vol, e, r.saturated);
          }
          addSaturating(r.chunks, vol, r.saturated);
          isl_basic_set_free(bset);
          return isl_stat_ok;
        }
        // A box on a lattice: every dimension an arithmetic progression.
        {
          isl_set *s = isl_set_from_basic_set(isl_basic_set_copy(bset));
          int64_t vol = 1;
          std::string box = "{ [";
          std::string cons;
          for (int i = 0; i < n && vol > 0; ++i) {
            isl_val *lo = isl_set_dim_min_val(isl_set_copy(s), i);
            isl_val *hi = isl_set_dim_max_val(isl_set_copy(s), i);
            isl_val *st = isl_set_get_stride(s, i);
            if (lo && hi && st && isl_val_is_int(lo) && isl_val_is_int(hi) &&
                isl_val_is_int(st) && isl_val_is_pos(st)) {
              int64_t l = isl_val_get_num_si(lo), h = isl_val_get_num_si(hi),
                      k = isl_val_get_num_si(st);
              vol = saturatingProduct(vol, (h - l) / k + 1, r.saturated);
              std::string x = "x" + std::to_string(i);
              box += (i ? ", " : "") + x;
              cons += (cons.empty() ? "" : " and ") + std::to_string(l) +
                      " <= " + x + " <= " + std::to_string(h) + " and (" + x +
                      " - " + std::to_string(l) + ") mod " + std::to_string(k) +
                      " = 0";
            } else {
              vol = 0;
            }
            isl_val_free(lo);
            isl_val_free(hi);
            isl_val_free(st);
          }
          bool exactLattice = false;
          if (vol > 0) {
            box += "] : " + cons + " }";
            isl_set *lattice =
                isl_set_read_from_str(isl_set_get_ctx(s), box.c_str());
            exactLattice =
                lattice && isl_set_is_equal(lattice, s) == isl_bool_true;
            isl_set_free(lattice);
          }
          isl_set_free(s);
          if (exactLattice) {
            addSaturating(r.chunks, vol, r.saturated);
            isl_basic_set_free(bset);
            return isl_stat_ok;
          }
        }
        int64_t bbox = 1;
        for (int i = 0; i < n; ++i) {
          int64_t e = extent(bset, i);
          bbox = e < 0 ? -1 : saturatingProduct(bbox, e, r.saturated);
          if (bbox < 0)
            break;
        }
        isl_set *s = isl_set_from_basic_set(bset);
        if (bbox >= 0 && bbox <= kEnumerateLimit) {
          isl_val *c = isl_set_count_val(s);
          if (c && isl_val_is_int(c))
            addSaturating(r.chunks, isl_val_get_num_si(c), r.saturated);
          isl_val_free(c);
        } else {
          r.exact = false;
          r.note = "a footprint piece that is not a box was bounded by its "
                   "bounding box";
          addSaturating(r.chunks, bbox > 0 ? bbox : 0, r.saturated);
        }
        isl_set_free(s);
        return isl_stat_ok;
      },
      &data);
  isl_set_free(disjoint);
  // An ISL error in these C calls (an operation budget reached inside
  // isl_set_make_disjoint, say) leaves a partial count: it is thrown as the
  // C++ bindings throw theirs, for the caller's budget to catch, never
  // returned as a number.
  if (walked == isl_stat_error)
    isl::exception::throw_last_error(ctx);
  if (result.saturated) {
    result.exact = false;
    result.note = "a footprint count passed 2^53 chunks and was capped there";
  }
  return result;
}

} // namespace

/// The images of `accs`' box forms (`linear`: of their element-linear
/// box forms) over `blocks`, in units of `unit` elements along the last
/// index; nullopt unless every access has one.
static std::optional<std::vector<IntBox>>
boxImages(const std::vector<const AccessRelation *> &accs,
          const BlockBox *blocks, int64_t unit, bool linear) {
  // The pieces of all accesses as those of one, so that the accesses of an
  // unrolled tile merge (BoxTranslates.h).
  BoxAccess all;
  for (const AccessRelation *rel : accs) {
    const std::optional<BoxAccess> *form = nullptr;
    if (rel->isl)
      form = linear ? &rel->isl->linearBox : &rel->isl->box;
    if (!form || !*form)
      return std::nullopt;
    const BoxAccess &box = **form;
    if (rel == accs.front()) {
      all.rank = box.rank;
      all.blockDim = box.blockDim;
      all.gridDim = box.gridDim;
    }
    if (box.rank != all.rank)
      return std::nullopt;
    all.pieces.insert(all.pieces.end(), box.pieces.begin(), box.pieces.end());
  }
  mergeTranslates(all);
  std::vector<IntBox> boxes;
  if (!boxImage(all, blocks ? *blocks : wholeGrid(all), unit, boxes))
    return std::nullopt;
  return boxes;
}

std::optional<std::vector<IntBox>>
mlir::warp::boxFootprint(const std::vector<const AccessRelation *> &accs,
                         const BlockBox *blocks, int64_t unit) {
  return boxImages(accs, blocks, unit, /*linear=*/false);
}

/// Most flat chunk intervals of one footprint from strided index forms
/// (about 80 bytes each).
constexpr int64_t kMaxStridedIntervals = int64_t(1) << 19;

/// The chunks of `accs` (all on their root, one element size, each with an
/// index box form) over `blocks` in the buffer's flat chunk space, kept
/// exact along strides (flatChunkImage); nullopt when a form is missing or
/// the intervals pass kMaxStridedIntervals.
static std::optional<std::vector<IntBox>>
stridedChunkIntervals(const std::vector<const AccessRelation *> &accs,
                      const BlockBox *blocks, ArrayRef<int64_t> shape,
                      int64_t chunkBytes) {
  std::vector<IntBox> intervals;
  for (const AccessRelation *rel : accs) {
    if (!rel->isl || !rel->isl->box)
      return std::nullopt;
    const BoxAccess &box = *rel->isl->box;
    if (!flatChunkImage(box, blocks ? *blocks : wholeGrid(box), shape,
                        rel->elemBytes, chunkBytes, intervals,
                        kMaxStridedIntervals))
      return std::nullopt;
  }
  return intervals;
}

std::optional<std::vector<IntBox>>
mlir::warp::chunkBoxes(const std::vector<const AccessRelation *> &accs,
                       const BlockBox *blocks, int64_t chunkBytes,
                       bool multiDim) {
  int64_t elem = accs.front()->elemBytes;
  if (multiDim)
    if (auto boxes = boxFootprint(accs, blocks, chunkBytes / elem))
      return boxes;
  auto type = dyn_cast<MemRefType>(accs.front()->root.getType());
  if (!type || !type.hasStaticShape() || !type.getLayout().isIdentity() ||
      type.getRank() == 0)
    return std::nullopt;
  for (const AccessRelation *rel : accs)
    if (rel->elemBytes != elem || !rel->indexesRootDirectly || !rel->isl ||
        rel->isl->bytes.is_null())
      return std::nullopt;
  std::vector<IntBox> intervals;
  if (!multiDim) {
    auto elements = boxFootprint(accs, blocks, 1);
    if (elements && linearChunkIntervals(*elements, type.getShape(), elem,
                                         chunkBytes, intervals))
      return intervals;
    // Strided indices (rows a stride apart, columns a few elements apart)
    // whose element boxes are not boxes: their progressions, row by row.
    if (auto flat =
            stridedChunkIntervals(accs, blocks, type.getShape(), chunkBytes))
      return flat;
  }
  // The element-linear box forms: the same chunks, as intervals of the
  // buffer's flat chunk space (one chunk each of a multi-dimensional chunk
  // space's, whose rows are whole chunks). Only where no access has an
  // index box form: the two spaces are not mixed.
  if (llvm::any_of(accs, [](const AccessRelation *rel) {
        return rel->isl->box.has_value();
      }))
    return std::nullopt;
  auto elements = boxImages(accs, blocks, 1, /*linear=*/true);
  int64_t count = 1;
  bool saturated = false;
  for (int64_t e : type.getShape())
    count = saturatingProduct(count, e, saturated);
  intervals.clear();
  if (!elements || saturated ||
      !linearChunkIntervals(*elements, {count}, elem, chunkBytes, intervals))
    return std::nullopt;
  return intervals;
}

/// Most chunks of a bitmap of markedChunks (16 MiB), and most steps of its
/// enumeration (about 25 ns a step here: 0.1 s).
constexpr int64_t kMaxMarkedChunks = int64_t(1) << 27;
constexpr int64_t kMarkBudget = int64_t(1) << 22;

std::optional<llvm::BitVector>
mlir::warp::markedChunks(const std::vector<const AccessRelation *> &accs,
                         const BlockBox *blocks, int64_t chunkBytes) {
  if (accs.empty())
    return std::nullopt;
  auto type = dyn_cast<MemRefType>(accs.front()->root.getType());
  int64_t elem = accs.front()->elemBytes;
  if (!type || !type.hasStaticShape() || !type.getLayout().isIdentity() ||
      elem <= 0 || chunkBytes % elem != 0)
    return std::nullopt;
  for (const AccessRelation *rel : accs)
    if (rel->root != accs.front()->root || rel->elemBytes != elem ||
        !rel->indexesRootDirectly || !rel->isl || !rel->isl->offsets)
      return std::nullopt;
  bool saturated = false;
  int64_t bytes = elem;
  for (int64_t e : type.getShape())
    bytes = saturatingProduct(bytes, e, saturated);
  int64_t chunks = (bytes + chunkBytes - 1) / chunkBytes;
  if (saturated || chunks > kMaxMarkedChunks)
    return std::nullopt;
  llvm::BitVector marks(static_cast<unsigned>(chunks));
  int64_t budget = kMarkBudget;
  for (const AccessRelation *rel : accs)
    if (!markOffsetChunks(*rel->isl->offsets, blocks, chunkBytes / elem, marks,
                          budget))
      return std::nullopt;
  return marks;
}

FootprintCount mlir::warp::countIslSet(const isl::set &set) {
  return countSet(set);
}

bool mlir::warp::chunkSpaceIsMultiDim(
    const std::vector<const AccessRelation *> &accs, int64_t chunkBytes) {
  if (accs.empty())
    return false;
  auto rootType = dyn_cast<MemRefType>(accs.front()->root.getType());
  bool multiDim = rootType && rootType.hasStaticShape() &&
                  rootType.getRank() >= 1 && rootType.getLayout().isIdentity();
  int64_t elem = accs.front()->elemBytes;
  if (multiDim) {
    int64_t rowBytes = rootType.getShape().back() * elem;
    multiDim = elem > 0 && chunkBytes % elem == 0 &&
               (rootType.getRank() == 1 || rowBytes % chunkBytes == 0);
  }
  for (const AccessRelation *rel : accs)
    if (rel->elemBytes != elem || !rel->indexesRootDirectly)
      multiDim = false;
  return multiDim;
}

isl::map mlir::warp::chunkRelation(const AccessRelation &rel,
                                   int64_t chunkBytes, bool multiDim) {
  isl::ctx ctx = rel.isl->context->get();
  isl::map m = multiDim ? rel.isl->index : rel.isl->bytes;
  m = isl::manage(isl_map_reset_tuple_id(m.release(), isl_dim_out));
  unsigned n = isl_map_dim(m.get(), isl_dim_out);
  int64_t unit = multiDim ? chunkBytes / rel.elemBytes : chunkBytes;
  auto &cache = rel.isl->context->chunkMaps;
  auto it = cache.find({n, unit});
  if (it == cache.end()) {
    std::string dims;
    for (unsigned i = 0; i + 1 < n; ++i)
      dims += "i" + std::to_string(i) + ", ";
    it = cache
             .emplace(std::make_pair(n, unit),
                      isl::map(ctx, "{ [" + dims + "x] -> [" + dims +
                                        "floor(x/" + std::to_string(unit) +
                                        ")] }"))
             .first;
  }
  return m.apply_range(it->second);
}

isl::set mlir::warp::chunkImage(const AccessRelation &rel,
                                std::optional<isl::set> domain,
                                int64_t chunkBytes, bool multiDim) {
  isl::map m = chunkRelation(rel, chunkBytes, multiDim);
  if (domain)
    m = m.intersect_domain(*domain);
  return m.range();
}

/// The chunks of the whole buffer when the accesses `accs` touch every
/// element of it and none outside: every index image lies in the buffer's
/// box and their union contains it. ISL subset tests instead of counting the
/// union (a tiled contraction reads every element of its operands). In the
/// multi-dimensional chunk space the box is one of chunks; otherwise (rows
/// that are not whole chunks, as a convolution's input of 17 floats a row)
/// it is the box of elements, all accesses on the root itself with one
/// element size, and the buffer's bytes cover ceil(bytes / chunk) chunks
/// from its aligned base.
static std::optional<int64_t>
wholeBufferChunks(const std::vector<const AccessRelation *> &accs,
                  int64_t chunkBytes, bool multiDim) {
  auto type = dyn_cast<MemRefType>(accs.front()->root.getType());
  int64_t elem = accs.front()->elemBytes;
  if (!type || !type.hasStaticShape() || !type.getLayout().isIdentity() ||
      elem <= 0)
    return std::nullopt;
  for (const AccessRelation *rel : accs)
    if (!rel->indexesRootDirectly || rel->elemBytes != elem ||
        (!multiDim && rel->vectorWidth > 1))
      return std::nullopt;
  int64_t unit = multiDim ? chunkBytes / elem : 1;
  ArrayRef<int64_t> shape = type.getShape();
  std::string dims, cons;
  int64_t count = 1;
  bool saturated = false;
  for (size_t d = 0; d < shape.size(); ++d) {
    int64_t extent = d + 1 < shape.size() ? shape[d] : shape[d] / unit;
    std::string x = "i" + std::to_string(d);
    dims += (d ? ", " : "") + x;
    cons += (d ? " and " : "") + std::string("0 <= ") + x + " < " +
            std::to_string(extent);
    count = saturatingProduct(count, extent, saturated);
  }
  if (saturated || count <= 0)
    return std::nullopt;
  isl::ctx ctx = accs.front()->isl->context->get();
  isl::set whole(ctx, "{ [" + dims + "] : " + cons + " }");
  std::optional<isl::set> all;
  bool covered = false;
  for (const AccessRelation *rel : accs) {
    isl::set c = multiDim ? chunkImage(*rel, std::nullopt, chunkBytes, true)
                          : isl::manage(isl_set_reset_tuple_id(
                                rel->isl->index.range().release()));
    if (!c.is_subset(whole))
      return std::nullopt;
    // One access that covers the buffer alone (an operand's staging copy)
    // spares the test on the union, whose divisions make it the costly one.
    if (!covered && whole.is_subset(c))
      covered = true;
    all = all ? all->unite(c) : c;
  }
  if (!covered && !whole.is_subset(*all))
    return std::nullopt;
  if (multiDim)
    return count;
  int64_t bytes = saturatingProduct(count, elem, saturated);
  return saturated
             ? std::nullopt
             : std::optional<int64_t>((bytes + chunkBytes - 1) / chunkBytes);
}

/// ISL operations a footprint's union may take before it is bounded instead
/// of counted (a strided, divided index can make isl_set_make_disjoint
/// explode: minutes on a stride-2 convolution's input).
constexpr unsigned long kFootprintIslBudget = 1'000'000;

/// The bound of a footprint that is not counted, for the reason `why`:
/// every chunk of the root buffer (its accesses are proven inside it, or
/// the launch is refused), or nothing without a static size.
static FootprintCount
boundedFootprint(const std::vector<const AccessRelation *> &accs,
                 int64_t chunkBytes, StringRef why) {
  FootprintCount r;
  r.exact = false;
  r.note = why.str() + "; bounded by every chunk of the buffer";
  auto type = dyn_cast<MemRefType>(accs.front()->root.getType());
  if (!type || !type.hasStaticShape()) {
    r.note = why.str() + " and the buffer has no static size: not counted";
    return r;
  }
  bool saturated = false;
  int64_t bytes = accs.front()->elemBytes;
  for (int64_t e : type.getShape())
    bytes = saturatingProduct(bytes, e, saturated);
  r.chunks = (bytes + chunkBytes - 1) / chunkBytes;
  r.saturated = saturated;
  return r;
}

namespace {
/// An instance set as integer constraints (a union of pieces, each a
/// conjunction of c . x + c0 >= 0 or == 0) with its bounding box, where it
/// has no division, existential variable or parameter; the points of the
/// box that satisfy some piece are its points.
struct ListedSet {
  struct Constraint {
    SmallVector<int64_t, 8> coef;
    int64_t constant = 0;
    bool equality = false;
  };
  std::vector<std::vector<Constraint>> pieces;
  SmallVector<int64_t, 8> lo, hi;
};

std::optional<ListedSet> listedSet(isl_set *set) {
  if (isl_set_dim(set, isl_dim_param) != 0)
    return std::nullopt;
  int n = isl_set_dim(set, isl_dim_set);
  ListedSet out;
  for (int i = 0; i < n; ++i) {
    isl_val *lo = isl_set_dim_min_val(isl_set_copy(set), i);
    isl_val *hi = isl_set_dim_max_val(isl_set_copy(set), i);
    bool ok = lo && hi && isl_val_is_int(lo) && isl_val_is_int(hi);
    out.lo.push_back(ok ? isl_val_get_num_si(lo) : 0);
    out.hi.push_back(ok ? isl_val_get_num_si(hi) : -1);
    isl_val_free(lo);
    isl_val_free(hi);
    if (!ok)
      return std::nullopt;
  }
  struct Reader {
    ListedSet &out;
    int n;
    bool ok = true;
  } reader{out, n};
  isl_stat st = isl_set_foreach_basic_set(
      set,
      [](isl_basic_set *bset, void *user) -> isl_stat {
        auto &r = *static_cast<Reader *>(user);
        if (isl_basic_set_dim(bset, isl_dim_div) != 0)
          r.ok = false;
        r.out.pieces.emplace_back();
        if (r.ok)
          isl_basic_set_foreach_constraint(
              bset,
              [](isl_constraint *c, void *user) -> isl_stat {
                auto &r = *static_cast<Reader *>(user);
                ListedSet::Constraint lc;
                auto integer = [&](isl_val *v) {
                  return islsupport::integerOf(v, r.ok);
                };
                for (int i = 0; i < r.n; ++i)
                  lc.coef.push_back(integer(
                      isl_constraint_get_coefficient_val(c, isl_dim_set, i)));
                lc.constant = integer(isl_constraint_get_constant_val(c));
                lc.equality = isl_constraint_is_equality(c) == isl_bool_true;
                r.out.pieces.back().push_back(std::move(lc));
                isl_constraint_free(c);
                return isl_stat_ok;
              },
              &r);
        isl_basic_set_free(bset);
        return isl_stat_ok;
      },
      &reader);
  if (st != isl_stat_ok || !reader.ok)
    return std::nullopt;
  return out;
}

/// The chunks of one access, its instances listed in C++ (listedSet) and
/// its byte offset `aff` (integer coefficients, no division) evaluated at
/// each: marked in `seen`, counted in `count`. False where the set or the
/// offset has another form, or an offset falls outside [0, end): then the
/// caller lists the access with ISL.
bool markListedChunks(isl_set *domain, isl_aff *aff, int64_t chunkBytes,
                      int64_t end, llvm::BitVector &seen, int64_t &count) {
  std::optional<ListedSet> ls = listedSet(domain);
  if (!ls || isl_aff_dim(aff, isl_dim_div) != 0 ||
      isl_aff_dim(aff, isl_dim_in) != static_cast<int>(ls->lo.size()))
    return false;
  int n = ls->lo.size();
  SmallVector<int64_t, 8> coef;
  bool ok = true;
  auto integer = [&](isl_val *v) { return islsupport::integerOf(v, ok); };
  for (int i = 0; i < n; ++i)
    coef.push_back(integer(isl_aff_get_coefficient_val(aff, isl_dim_in, i)));
  int64_t constant = integer(isl_aff_get_constant_val(aff));
  if (!ok)
    return false;
  for (int i = 0; i < n; ++i)
    if (ls->hi[i] < ls->lo[i])
      return true; // empty
  // Offsets and constraint values stay far below 2^63: the box is within
  // the caller's 2^21 instances and the offsets within the buffer.
  SmallVector<int64_t, 8> x(ls->lo.begin(), ls->lo.end());
  std::vector<int64_t> marked;
  while (true) {
    bool in = llvm::any_of(ls->pieces, [&](const auto &piece) {
      return llvm::all_of(piece, [&](const ListedSet::Constraint &c) {
        __int128 v = c.constant;
        for (int i = 0; i < n; ++i)
          v += static_cast<__int128>(c.coef[i]) * x[i];
        return c.equality ? v == 0 : v >= 0;
      });
    });
    if (in) {
      __int128 v = constant;
      for (int i = 0; i < n; ++i)
        v += static_cast<__int128>(coef[i]) * x[i];
      if (v < 0 || v >= end)
        return false;
      marked.push_back(static_cast<int64_t>(v) / chunkBytes);
    }
    int i = n - 1;
    for (; i >= 0; --i) {
      if (++x[i] <= ls->hi[i])
        break;
      x[i] = ls->lo[i];
    }
    if (i < 0)
      break;
  }
  for (int64_t c : marked)
    if (!seen.test(c)) {
      seen.set(c);
      ++count;
    }
  return true;
}
} // namespace

/// Every instance of every access enumerated from its instance set, its
/// byte offset taken from the byte relation as a function, and its chunk,
/// floor(offset / chunk) as in chunkRelation, marked in a bitmap. For
/// accesses that have no box form and whose union ISL makes disjoint only
/// through minutes of big-number arithmetic (large row and plane strides:
/// the random tuning set's rk004_map, rows of 720 bytes in a 157 x 219 x
/// 180 buffer, 132 s for its six launches, now 3 s), when there are few
/// instances.
std::optional<int64_t>
mlir::warp::listChunkFootprint(const std::vector<const AccessRelation *> &accs,
                               int64_t chunkBytes) {
  constexpr int64_t kListedChunks = int64_t(1) << 22;
  constexpr int64_t kListedInstances = int64_t(1) << 21;
  auto type = dyn_cast<MemRefType>(accs.front()->root.getType());
  if (!type || !type.hasStaticShape())
    return std::nullopt;
  bool saturated = false;
  int64_t bytes = type.getElementTypeBitWidth() / 8;
  for (int64_t e : type.getShape())
    bytes = saturatingProduct(bytes, e, saturated);
  int64_t total = (bytes + chunkBytes - 1) / chunkBytes;
  if (saturated || bytes <= 0 || total > kListedChunks)
    return std::nullopt;
  int64_t points = 0;
  for (const AccessRelation *rel : accs) {
    if (!rel->isl || rel->isl->bytes.is_null())
      return std::nullopt;
    isl::set domain = rel->isl->bytes.domain();
    int n = isl_set_dim(domain.get(), isl_dim_set);
    int64_t box = 1;
    for (int i = 0; i < n; ++i) {
      int64_t e = extent(domain.get(), i);
      if (e < 0)
        return std::nullopt;
      box = saturatingProduct(box, e, saturated);
    }
    addSaturating(points, box, saturated);
    if (saturated || points > kListedInstances)
      return std::nullopt;
  }
  struct Data {
    llvm::BitVector seen;
    isl_pw_aff *offset = nullptr;
    isl_val *end = nullptr; ///< The buffer's bytes, rounded up to chunks.
    int64_t chunkBytes = 0, count = 0;
  } data{llvm::BitVector(total)};
  data.chunkBytes = chunkBytes;
  for (const AccessRelation *rel : accs) {
    // The offset kept as one affine function: its instances listed in C++
    // (some 10 ns a point, against 2.5 us through ISL's points).
    if (const std::optional<isl::aff> &aff = rel->isl->byteAff) {
      isl_set *domain = isl_map_domain(rel->isl->bytes.copy());
      bool listed = markListedChunks(domain, aff->get(), chunkBytes,
                                     total * chunkBytes, data.seen, data.count);
      isl_set_free(domain);
      if (listed)
        continue;
    }
    isl_map *m = isl_map_reset_tuple_id(rel->isl->bytes.copy(), isl_dim_out);
    isl_pw_multi_aff *f = isl_pw_multi_aff_from_map(m);
    if (!f)
      return std::nullopt;
    data.offset = isl_pw_multi_aff_get_pw_aff(f, 0);
    isl_pw_multi_aff_free(f);
    data.end = isl_val_int_from_si(isl_pw_aff_get_ctx(data.offset),
                                   total * chunkBytes);
    isl_set *domain = isl_pw_aff_domain(isl_pw_aff_copy(data.offset));
    isl_stat st = isl_set_foreach_point(
        domain,
        [](isl_point *pt, void *user) -> isl_stat {
          auto &d = *static_cast<Data *>(user);
          isl_val *v = isl_pw_aff_eval(isl_pw_aff_copy(d.offset), pt);
          // Compared as ISL numbers first: an offset past 2^63 (an index
          // far outside the buffer) must not wrap into it.
          bool ok = v && isl_val_is_int(v) && isl_val_is_nonneg(v) &&
                    isl_val_lt(v, d.end) == isl_bool_true;
          int64_t at = ok ? isl_val_get_num_si(v) : -1;
          isl_val_free(v);
          if (!ok)
            return isl_stat_error;
          if (!d.seen.test(at / d.chunkBytes)) {
            d.seen.set(at / d.chunkBytes);
            ++d.count;
          }
          return isl_stat_ok;
        },
        &data);
    isl_set_free(domain);
    isl_pw_aff_free(data.offset);
    isl_val_free(data.end);
    if (st == isl_stat_error)
      return std::nullopt;
  }
  return data.count;
}

FootprintCount
mlir::warp::countFootprint(const std::vector<const AccessRelation *> &accs,
                           int64_t chunkBytes) {
  FootprintCount result;
  if (accs.empty())
    return result;
  for (const AccessRelation *rel : accs)
    if (!rel->isl) {
      result.exact = false;
      result.note = "an access has no ISL relation";
      return result;
    }
  // A warp tile whose rows wrap past a row end has only the rows before it
  // in its relations: the footprint is bounded (by the whole buffer), not
  // counted from them (which would leave the wrapped rows out, or run
  // ISL's union count to its budget first).
  for (const AccessRelation *rel : accs)
    if (rel->clippedTile)
      return boundedFootprint(accs, chunkBytes,
                              "the rows of a warp tile pass the end of a row "
                              "of the buffer and its relation holds only "
                              "those before it");
  try {
    // Multi-dimensional chunk space if every access indexes the root memref
    // directly and the root has a static identity layout whose rows are a
    // whole number of chunks; otherwise the 1-D byte space (exact too, only
    // slower for large sets).
    bool multiDim = chunkSpaceIsMultiDim(accs, chunkBytes);
    // Boxes counted without ISL (BoxImages.h), when every access has them.
    if (auto boxes = chunkBoxes(accs, nullptr, chunkBytes, multiDim)) {
      result.chunks = countBoxUnion(std::move(*boxes));
      return result;
    }
    if (auto marks = markedChunks(accs, nullptr, chunkBytes)) {
      result.chunks = marks->count();
      return result;
    }
    if (std::optional<int64_t> whole =
            wholeBufferChunks(accs, chunkBytes, multiDim)) {
      result.chunks = *whole;
      return result;
    }
    if (!multiDim)
      if (std::optional<int64_t> listed =
              listChunkFootprint(accs, chunkBytes)) {
        result.chunks = *listed;
        return result;
      }
    std::optional<isl::set> chunks;
    FootprintCount count;
    isl::ctx ctx = accs.front()->isl->context->get();
    bool counted =
        islsupport::withOperationBudget(ctx, kFootprintIslBudget, [&] {
          for (const AccessRelation *rel : accs) {
            if (!multiDim && rel->isl->bytes.is_null()) {
              result.exact = false;
              result.note = "an access has no byte relation";
              continue;
            }
            isl::set c = chunkImage(*rel, std::nullopt, chunkBytes, multiDim);
            chunks = chunks ? chunks->unite(c) : c;
          }
          if (chunks)
            count = countSet(*chunks);
        });
    if (!counted)
      return boundedFootprint(accs, chunkBytes,
                              "the footprint took ISL past its operation "
                              "budget");
    if (!chunks)
      return result;
    if (!result.exact) {
      count.exact = false;
      if (count.note.empty())
        count.note = result.note;
    }
    return count;
  } catch (const isl::exception &e) {
    result.exact = false;
    result.note = std::string("footprint not counted: ") + e.what();
    return result;
  }
}

/// The partially written chunks of a row-major buffer whose rows are not
/// whole chunks, from the accesses' element boxes in its flat element space;
/// nullopt when an access has no box form or the intervals pass a budget.
static std::optional<int64_t>
flatPartialChunks(const std::vector<const AccessRelation *> &accs,
                  MemRefType type, int64_t chunkBytes) {
  int64_t elem = accs.front()->elemBytes;
  for (const AccessRelation *rel : accs)
    if (rel->elemBytes != elem || !rel->indexesRootDirectly || !rel->affine ||
        !rel->isl || rel->clippedTile)
      return std::nullopt;
  auto boxes = boxFootprint(accs, nullptr, 1);
  std::vector<IntBox> intervals;
  // Element granularity: a "chunk" of one element.
  if (!boxes || !linearChunkIntervals(*boxes, type.getShape(), elem, elem,
                                      intervals, int64_t(1) << 18))
    return std::nullopt;
  return countPartialChunksOfBoxUnion(std::move(intervals), chunkBytes / elem);
}

/// The partially written chunks of a row-major buffer whose rows are not
/// whole chunks, written by one access of one box piece whose innermost
/// index steps by two elements or more: within a row no two written
/// elements are adjacent, so a run of written elements is at most two long
/// (across a row's end) and, with chunks of three elements or more and rows
/// of a chunk or more, no chunk is whole: every touched chunk is partial.
/// nullopt otherwise. The caller has checked the accesses (direct, affine,
/// of one element size that divides a chunk).
static std::optional<int64_t>
stridedPartialChunks(const std::vector<const AccessRelation *> &accs,
                     MemRefType type, int64_t chunkBytes) {
  if (accs.size() != 1)
    return std::nullopt;
  const AccessRelation &rel = *accs.front();
  int64_t perChunk = chunkBytes / rel.elemBytes;
  if (!rel.isl->box || rel.isl->box->pieces.size() != 1 || perChunk < 3 ||
      type.getShape().back() < perChunk)
    return std::nullopt;
  const BoxPiece::Index &inner = rel.isl->box->pieces.front().indices.back();
  if ((inner.axis < 0 && inner.compound < 0) || std::abs(inner.coefficient) < 2)
    return std::nullopt;
  std::vector<const AccessRelation *> one{&rel};
  auto touched =
      stridedChunkIntervals(one, nullptr, type.getShape(), chunkBytes);
  if (!touched)
    return std::nullopt;
  return countBoxUnion(std::move(*touched));
}

/// The partially written chunks of `accs` from their offset forms
/// (markedChunks, one element a chunk): those with some elements written
/// and not all. Nullopt without offset forms.
static std::optional<int64_t>
markedPartialChunks(const std::vector<const AccessRelation *> &accs,
                    int64_t chunkBytes) {
  int64_t elem = accs.front()->elemBytes;
  auto written = markedChunks(accs, nullptr, elem);
  if (!written)
    return std::nullopt;
  int64_t unit = chunkBytes / elem, partial = 0, marks = 0, current = -1;
  for (int e : written->set_bits()) {
    if (e / unit != current) {
      partial += marks > 0 && marks < unit;
      current = e / unit;
      marks = 0;
    }
    ++marks;
  }
  return partial + (marks > 0 && marks < unit);
}

FootprintCount
mlir::warp::countPartialChunks(const std::vector<const AccessRelation *> &accs,
                               int64_t chunkBytes) {
  FootprintCount result;
  if (accs.empty())
    return result;
  auto rootType = dyn_cast<MemRefType>(accs.front()->root.getType());
  int64_t elem = accs.front()->elemBytes;
  // Why the chunks of the buffer are not counted, if they are not.
  std::string why;
  if (!rootType || !rootType.hasStaticShape() || rootType.getRank() < 1 ||
      !rootType.getLayout().isIdentity())
    why = "no static identity layout";
  else if (elem <= 0 || chunkBytes % elem != 0)
    why = "elements that do not divide a sector";
  for (const AccessRelation *rel : accs) {
    if (why.empty() &&
        (rel->elemBytes != elem || !rel->indexesRootDirectly || !rel->affine))
      why = "an access does not index the buffer directly and affinely";
    if (why.empty() && rel->clippedTile)
      why = "the rows of a warp tile pass the end of a row of the buffer";
    if (why.empty() && !rel->isl)
      why = "an access has no ISL relation";
  }
  if (!why.empty()) {
    result.exact = false;
    result.note = "partially written sectors not counted (" + why + ")";
    return result;
  }
  // The written elements marked one by one from the offset forms, in the
  // buffer's flat element space (the buffer starts on a sector).
  if (std::optional<int64_t> marked = markedPartialChunks(accs, chunkBytes)) {
    result.chunks = *marked;
    return result;
  }
  // Rows that are not whole sectors: the sectors of the buffer's flat
  // element space (the buffer starts on a sector).
  bool rowsNotWhole = rootType.getRank() > 1 &&
                      (rootType.getShape().back() * elem) % chunkBytes != 0;
  if (rowsNotWhole) {
    // The written elements as intervals, where a sector is partial when an
    // end of an interval falls inside it.
    if (std::optional<int64_t> flat =
            flatPartialChunks(accs, rootType, chunkBytes)) {
      result.chunks = *flat;
      return result;
    }
    if (std::optional<int64_t> strided =
            stridedPartialChunks(accs, rootType, chunkBytes)) {
      result.chunks = *strided;
      return result;
    }
    // ISL on the flat element space takes minutes where these fail (a
    // union of strided rows): left uncounted.
    result.exact = false;
    result.note = "partially written sectors not counted (a row of " +
                  std::to_string(rootType.getShape().back() * elem) +
                  " bytes is not a whole number of " +
                  std::to_string(chunkBytes) +
                  "-byte sectors, and the writes are neither intervals nor "
                  "one strided progression)";
    return result;
  }
  if (auto boxes = boxFootprint(accs, nullptr, 1)) {
    result.chunks =
        countPartialChunksOfBoxUnion(std::move(*boxes), chunkBytes / elem);
    return result;
  }
  // Writes that cover the whole buffer leave no chunk partly written.
  if (wholeBufferChunks(accs, elem, /*multiDim=*/true))
    return result;
  isl::ctx ctx = accs.front()->isl->context->get();
  bool ok = islsupport::withOperationBudget(ctx, 20'000'000, [&] {
    std::optional<isl::set> written;
    for (const AccessRelation *rel : accs) {
      isl::set image = isl::manage(
          isl_set_reset_tuple_id(rel->isl->index.range().release()));
      written = written ? written->unite(image) : image;
    }
    unsigned n = isl_set_dim(written->get(), isl_dim_set);
    int64_t unit = chunkBytes / elem;
    std::string dims;
    for (unsigned i = 0; i + 1 < n; ++i)
      dims += "i" + std::to_string(i) + ", ";
    std::string u = std::to_string(unit);
    // Elements of the touched chunks, minus the written ones.
    isl::map toChunk(ctx,
                     "{ [" + dims + "x] -> [" + dims + "floor(x/" + u + ")] }");
    isl::set chunks = written->apply(toChunk);
    isl::map toElems(ctx, "{ [" + dims + "c] -> [" + dims + "x] : " + u +
                              "c <= x < " + u + "c + " + u + " }");
    isl::set unwritten = chunks.apply(toElems).subtract(*written);
    result = countSet(unwritten.apply(toChunk));
  });
  if (!ok) {
    result = FootprintCount();
    result.exact = false;
    result.note = "partially written sectors not counted (ISL budget)";
  }
  return result;
}
