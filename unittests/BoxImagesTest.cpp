//===- BoxImagesTest.cpp - Box counting against enumeration ---------------===//
//
// Issue 13's "same numbers" for the footprint counts that no longer go
// through ISL (BoxUnion.h, BoxImages.h):
//  * random unions of boxes, few and many: countBoxUnion and
//    countPartialChunksOfBoxUnion
//    against a set of points;
//  * random 3-D kernels (stencil offsets, strided and skewed indices, a
//    loop over the outer dimension, thread guards, random block and grid
//    shapes): the DRAM footprint, the partially written sectors and the wave
//    reuse of seed 000 §3.4 that DataVolumes reports, against a direct
//    enumeration of every thread. Some kernels have a box form and some do
//    not (skewed or strided indices, thread guards); both kinds must occur,
//    so that the box path and the ISL path are each checked;
//  * random tiled kernels (issue 25: block tiles wider than the block,
//    unrolled thread tiles, copies through a divided thread id, loops with
//    steps, vector accesses, guards on a tile's rows), counted through their
//    box forms and through ISL alone, both against enumeration.
//
//===----------------------------------------------------------------------===//

#include "Warp/Analysis/IR/LaunchContext.h"
#include "Warp/Analysis/Relations/AccessRelations.h"
#include "Warp/Analysis/Volumes/DataVolumes.h"
#include "Warp/Dialect/WarpDialect.h"
#include "Warp/Target/HardwareTarget.h"

#include "Analysis/Relations/BoxTranslates.h"
#include "Analysis/Relations/BoxUnion.h"
#include "Analysis/Relations/IslAccessMaps.h"
#include "Analysis/Volumes/Footprints.h"
#include "Analysis/Volumes/WaveReuse.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"

#include "TestSupport.h"

#include <gtest/gtest.h>

#include <array>
#include <random>
#include <set>
#include <sstream>

using namespace mlir;
using namespace mlir::warp;

namespace {

int64_t floorDiv(int64_t a, int64_t b) {
  return a >= 0 ? a / b : -((-a + b - 1) / b);
}

/// Boxes of rank 1 to 3 and their points, enumerated.
struct BoxesAndPoints {
  unsigned rank;
  std::vector<IntBox> boxes;
  std::set<std::array<int64_t, 3>> points;

  void add(const IntBox &box) {
    boxes.push_back(box);
    std::array<int64_t, 3> p{0, 0, 0};
    std::function<void(unsigned)> fill = [&](unsigned d) {
      if (d == rank) {
        points.insert(p);
        return;
      }
      for (int64_t v = box[d].first; v <= box[d].second; ++v) {
        p[d] = v;
        fill(d + 1);
      }
    };
    fill(0);
  }

  /// A box with each lower bound in [loMin, loMax] and each upper bound
  /// lower - 1 (empty) to lower + lenMax, drawn by `uni`.
  void addRandom(const std::function<int(int, int)> &uni, int loMin, int loMax,
                 int lenMax) {
    IntBox box;
    for (unsigned d = 0; d < rank; ++d) {
      int lo = uni(loMin, loMax);
      box.push_back({lo, lo + uni(-1, lenMax)});
    }
    add(box);
  }

  /// countBoxUnion and countPartialChunksOfBoxUnion (chunks of `unit`
  /// along the last dimension) against the points.
  void expectCounts(int unit) const {
    std::set<std::array<int64_t, 3>> chunks, partial;
    for (auto p : points) {
      auto c = p;
      c[rank - 1] = floorDiv(p[rank - 1], unit);
      chunks.insert(c);
    }
    for (auto c : chunks)
      for (int64_t e = c[rank - 1] * unit; e < (c[rank - 1] + 1) * unit; ++e) {
        auto p = c;
        p[rank - 1] = e;
        if (!points.count(p)) {
          partial.insert(c);
          break;
        }
      }
    EXPECT_EQ(countBoxUnion(boxes), static_cast<int64_t>(points.size()));
    EXPECT_EQ(countPartialChunksOfBoxUnion(boxes, unit),
              static_cast<int64_t>(partial.size()));
  }
};

TEST(BoxUnion, RandomUnionsAgainstPoints) {
  std::mt19937 rng(1313);
  auto uni = [&](int lo, int hi) {
    return std::uniform_int_distribution<int>(lo, hi)(rng);
  };
  for (int n = 0; n < 400; ++n) {
    BoxesAndPoints u{static_cast<unsigned>(uni(1, 3)), {}, {}};
    int unit = uni(1, 5);
    for (int b = uni(0, 8); b > 0; --b)
      u.addRandom(uni, -6, 6, 5);
    u.expectCounts(unit);
  }
}

/// Many boxes (past the 256 that simplify compares pairwise: it then only
/// merges along one dimension at a time, as for the blocks of a transposed
/// access): tiles of a grid, some overlapping, some missing, and random
/// boxes among them, counted against their points.
TEST(BoxUnion, ManyBoxesAgainstPoints) {
  std::mt19937 rng(2424);
  auto uni = [&](int lo, int hi) {
    return std::uniform_int_distribution<int>(lo, hi)(rng);
  };
  for (int n = 0; n < 20; ++n) {
    BoxesAndPoints u{static_cast<unsigned>(uni(2, 3)), {}, {}};
    int unit = uni(1, 4);
    int tile = uni(1, 3), count = u.rank == 3 ? 8 : 24;
    for (int i = 0; i < count; ++i)
      for (int j = 0; j < count; ++j)
        for (int k = 0; k < (u.rank == 3 ? count : 1); ++k) {
          if (uni(0, 9) == 0)
            continue; // a missing tile
          IntBox box;
          for (int c : {i, j, k}) {
            if (box.size() == u.rank)
              break;
            int lo = c * tile;
            box.push_back({lo, lo + tile - 1 + (uni(0, 4) == 0 ? 1 : 0)});
          }
          u.add(box);
        }
    for (int b = 0; b < 100; ++b)
      u.addRandom(uni, -4, 30, 6);
    ASSERT_GT(u.boxes.size(), 256u);
    u.expectCounts(unit);
  }
}

/// y and z of every buffer; x (innermost) is 40 or 48 f32: 48 is a whole
/// number of 64-byte DRAM units (the multi-dimensional chunk space, where
/// boxes apply), 40 is not (the flat byte space, always ISL).
constexpr int kNy = 12, kNz = 10;

/// in[z + dz][sy * y + dy][sx * x + skew * y + dx], in a loop over l
/// (z = l) when the kernel has one; with `wrap`, the x and y indices are
/// periodic: (x + dx + nx) mod nx (lattice-Boltzmann's streaming step).
struct Load {
  int sx, sy, skew, dx, dy, dz;
  bool wrap = false;
};

struct Case {
  int nx = 48;
  std::array<int, 3> block, grid, lo, hi;
  std::vector<Load> loads;
  bool loopOverZ = false; // z from a loop over [lo, hi), not the grid
  int threadGuard = 0;    // > 0: also tx < threadGuard
  int foldY = 1;          // > 1: each thread does foldY rows, in a loop
  /// The folded rows are y * foldY + f (consecutive), y + f * (the
  /// launch's threads along y) (interleaved), or by * foldY * By + f * By +
  /// ty (whole blocks interleaved, as the lowering writes it).
  enum { consecutive, interleaved, blocked } layout = consecutive;
};

std::string kernelText(const Case &c) {
  std::ostringstream os;
  std::string type = "memref<" + std::to_string(kNz) + "x" +
                     std::to_string(kNy) + "x" + std::to_string(c.nx) + "xf32>";
  os << "module attributes {gpu.container_module} {\n gpu.module @g {\n"
     << "  gpu.func @k(%in: " << type << ", %out: " << type
     << ") kernel attributes {known_block_size = array<i32: " << c.block[0]
     << ", " << c.block[1] << ", " << c.block[2]
     << ">, known_grid_size = array<i32: " << c.grid[0] << ", " << c.grid[1]
     << ", " << c.grid[2] << ">} {\n"
     << "   %x = gpu.global_id x\n";
  if (c.foldY > 1)
    os << "   %gy = gpu.global_id y\n   %c0f = arith.constant 0 : index\n"
       << "   %c1f = arith.constant 1 : index\n   %cF = arith.constant "
       << c.foldY << " : index\n   scf.for %fy = %c0f to %cF step %c1f {\n"
       << (c.layout == Case::interleaved
               ? "   %cT = arith.constant " +
                     std::to_string(c.grid[1] * c.block[1]) +
                     " : index\n   %yb = arith.muli %fy, %cT : index\n"
                     "   %y = arith.addi %yb, %gy : index\n"
           : c.layout == Case::blocked
               ? "   %cFB = arith.constant " +
                     std::to_string(c.foldY * c.block[1]) +
                     " : index\n   %cB = arith.constant " +
                     std::to_string(c.block[1]) +
                     " : index\n   %byy = gpu.block_id y\n"
                     "   %tyy = gpu.thread_id y\n"
                     "   %y0 = arith.muli %byy, %cFB : index\n"
                     "   %y1 = arith.muli %fy, %cB : index\n"
                     "   %y2 = arith.addi %y0, %y1 : index\n"
                     "   %y = arith.addi %y2, %tyy : index\n"
               : std::string("   %yb = arith.muli %gy, %cF : index\n"
                             "   %y = arith.addi %yb, %fy : index\n"));
  else
    os << "   %y = gpu.global_id y\n";
  int n = 0;
  auto cst = [&](int v) {
    std::string name = "%k" + std::to_string(n++);
    os << "   " << name << " = arith.constant " << v << " : index\n";
    return name;
  };
  std::string zlo = cst(c.lo[2]), zhi = cst(c.hi[2]), one = cst(1);
  if (!c.loopOverZ)
    os << "   %z = gpu.global_id z\n";
  std::string guard = "%true";
  os << "   %true = arith.constant true\n";
  for (int d = 0; d < (c.loopOverZ ? 2 : 3); ++d) {
    std::string v = std::string("%") + "xyz"[d];
    std::string l = cst(c.lo[d]), h = cst(c.hi[d]);
    os << "   %ge" << d << " = arith.cmpi sge, " << v << ", " << l
       << " : index\n   %lt" << d << " = arith.cmpi slt, " << v << ", " << h
       << " : index\n   %a" << d << " = arith.andi " << guard << ", %ge" << d
       << " : i1\n   %b" << d << " = arith.andi %a" << d << ", %lt" << d
       << " : i1\n";
    guard = "%b" + std::to_string(d);
  }
  if (c.threadGuard) {
    std::string g = cst(c.threadGuard);
    os << "   %tx = gpu.thread_id x\n   %tg = arith.cmpi slt, %tx, " << g
       << " : index\n   %guard = arith.andi " << guard << ", %tg : i1\n";
    guard = "%guard";
  }
  os << "   scf.if " << guard << " {\n";
  if (c.loopOverZ)
    os << "    scf.for %z = " << zlo << " to " << zhi << " step " << one
       << " {\n";
  os << "    %f = arith.constant 0.0 : f32\n";
  std::string acc = "%f";
  for (size_t i = 0; i < c.loads.size(); ++i) {
    const Load &l = c.loads[i];
    std::string sx = cst(l.sx), sy = cst(l.sy), sk = cst(l.skew),
                dx = cst(l.dx), dy = cst(l.dy), dz = cst(l.dz);
    os << "    %xs" << i << " = arith.muli %x, " << sx << " : index\n"
       << "    %ys" << i << " = arith.muli %y, " << sy << " : index\n"
       << "    %sk" << i << " = arith.muli %y, " << sk << " : index\n"
       << "    %xk" << i << " = arith.addi %xs" << i << ", %sk" << i
       << " : index\n"
       << "    %xi" << i << " = arith.addi %xk" << i << ", " << dx
       << " : index\n"
       << "    %yi" << i << " = arith.addi %ys" << i << ", " << dy
       << " : index\n";
    std::string xi = "%xi" + std::to_string(i), yi = "%yi" + std::to_string(i);
    if (l.wrap) {
      std::string nx = cst(c.nx), ny = cst(kNy);
      os << "    %xw" << i << " = arith.addi " << xi << ", " << nx
         << " : index\n    %xr" << i << " = arith.remui %xw" << i << ", " << nx
         << " : index\n    %yw" << i << " = arith.addi " << yi << ", " << ny
         << " : index\n    %yr" << i << " = arith.remui %yw" << i << ", " << ny
         << " : index\n";
      xi = "%xr" + std::to_string(i);
      yi = "%yr" + std::to_string(i);
    }
    os << "    %zi" << i << " = arith.addi %z, " << dz << " : index\n"
       << "    %v" << i << " = memref.load %in[%zi" << i << ", " << yi << ", "
       << xi << "] : " << type << "\n"
       << "    %s" << i << " = arith.addf " << acc << ", %v" << i << " : f32\n";
    acc = "%s" + std::to_string(i);
  }
  os << "    memref.store " << acc << ", %out[%z, %y, %x] : " << type << "\n";
  if (c.loopOverZ)
    os << "    }\n";
  os << "   }\n";
  if (c.foldY > 1)
    os << "   }\n";
  os << "   gpu.return\n  }\n }\n}\n";
  return os.str();
}

/// A parsed kernel of one launch and its access relations (which refer to
/// the module's values: the module lives as long as they do).
struct ParsedLaunch {
  OwningOpRef<ModuleOp> module;
  KernelAccesses accesses;
  std::vector<const AccessRelation *> reads, writes;
};

/// Parses `text` and computes the relations of its one launch; false (with
/// a test failure) unless it holds exactly one.
bool parseLaunch(MLIRContext &ctx, const std::string &text, ParsedLaunch &out) {
  out.module = parseSourceString<ModuleOp>(text, &ctx);
  EXPECT_TRUE(out.module);
  if (!out.module)
    return false;
  auto contexts =
      collectLaunchContexts(*out.module, [](Operation *, const Twine &m) {
        ADD_FAILURE() << m.str();
      });
  EXPECT_EQ(contexts.size(), 1u);
  if (contexts.size() != 1)
    return false;
  out.accesses = computeAccessRelations(contexts[0]);
  for (const AccessRelation &rel : out.accesses.accesses)
    (rel.kind == AccessKind::read ? out.reads : out.writes).push_back(&rel);
  return true;
}

/// The units of `unit` consecutive elements (unit u holds [u * unit,
/// u * unit + unit - 1]) that hold a written element and an unwritten one.
int64_t partialUnits(const std::set<int64_t> &written, int64_t unit) {
  std::set<int64_t> touched;
  for (int64_t w : written)
    touched.insert(floorDiv(w, unit));
  int64_t partial = 0;
  for (int64_t t : touched)
    for (int64_t x = t * unit; x < (t + 1) * unit; ++x)
      if (!written.count(x)) {
        ++partial;
        break;
      }
  return partial;
}

struct Expected {
  std::set<int64_t> readUnits;
  int64_t partialSectors = 0;
  /// DRAM units read by each block, by linear block id.
  std::vector<std::set<int64_t>> blockUnits;
};

/// Chunks are numbered as the model numbers them (Footprints.h): in the
/// multi-dimensional chunk space (z, y, x / unit) when a row is a whole
/// number of chunks, else by byte address / chunk size. The two differ only
/// for indices past the end of a row.
Expected bruteForce(const Case &c, int64_t readBytes, int64_t writeBytes) {
  Expected e;
  std::set<int64_t> written;
  auto chunkOf = [&](int64_t z, int64_t y, int64_t x, int64_t bytes) {
    if (c.nx * 4 % bytes == 0)
      return ((z + 100) * 1000 + (y + 100)) * 1000 + floorDiv(4 * x, bytes);
    return floorDiv(4 * ((z * kNy + y) * c.nx + x), bytes);
  };
  int64_t blocks = int64_t(c.grid[0]) * c.grid[1] * c.grid[2];
  e.blockUnits.resize(blocks);
  for (int64_t b = 0; b < blocks; ++b) {
    int bx = b % c.grid[0], by = (b / c.grid[0]) % c.grid[1],
        bz = b / (c.grid[0] * c.grid[1]);
    for (int tz = 0; tz < c.block[2]; ++tz)
      for (int ty = 0; ty < c.block[1]; ++ty)
        for (int tx = 0; tx < c.block[0]; ++tx)
          for (int fy = 0; fy < c.foldY; ++fy) {
            int x = bx * c.block[0] + tx,
                y = c.layout == Case::interleaved
                        ? by * c.block[1] + ty + fy * c.grid[1] * c.block[1]
                    : c.layout == Case::blocked
                        ? by * c.foldY * c.block[1] + fy * c.block[1] + ty
                        : (by * c.block[1] + ty) * c.foldY + fy;
            if (x < c.lo[0] || x >= c.hi[0] || y < c.lo[1] || y >= c.hi[1])
              continue;
            if (c.threadGuard && tx >= c.threadGuard)
              continue;
            std::vector<int> zs;
            if (c.loopOverZ) {
              for (int z = c.lo[2]; z < c.hi[2]; ++z)
                zs.push_back(z);
            } else {
              int z = bz * c.block[2] + tz;
              if (z >= c.lo[2] && z < c.hi[2])
                zs.push_back(z);
            }
            for (int z : zs) {
              for (const Load &l : c.loads) {
                int64_t xi = int64_t(l.sx) * x + int64_t(l.skew) * y + l.dx;
                int64_t yi = int64_t(l.sy) * y + l.dy;
                if (l.wrap) {
                  xi = (xi + c.nx) % c.nx;
                  yi = (yi + kNy) % kNy;
                }
                int64_t u = chunkOf(z + l.dz, yi, xi, readBytes);
                e.readUnits.insert(u);
                e.blockUnits[b].insert(u);
              }
              written.insert(((z + 100) * 1000 + (y + 100)) * 1000 + x);
            }
          }
  }
  // Written elements (z, y, x) as ((z + 100) * 1000 + y + 100) * 1000 + x,
  // 0 <= x < 1000: a sector is x / (writeBytes / 4) within its row.
  e.partialSectors = partialUnits(written, writeBytes / 4);
  return e;
}

/// Seed 000's wave overlaps of WaveReuse.h by enumeration: the same sets of
/// blocks (seed000WaveSets), over the blocks' enumerated chunk sets.
WaveOverlaps bruteWaveOverlaps(const Expected &e, const WaveSets &sets,
                               const std::array<int, 3> &grid) {
  WaveOverlaps r;
  auto footprint = [&](const BlockBox &box) {
    std::set<int64_t> s;
    for (int64_t z = box[2].first; z <= box[2].second; ++z)
      for (int64_t y = box[1].first; y <= box[1].second; ++y)
        for (int64_t x = box[0].first; x <= box[0].second; ++x) {
          const auto &units = e.blockUnits[(z * grid[1] + y) * grid[0] + x];
          s.insert(units.begin(), units.end());
        }
    return s;
  };
  auto common = [](const std::set<int64_t> &x, const std::set<int64_t> &y) {
    int64_t n = 0;
    for (auto &p : x)
      n += y.count(p);
    return n;
  };
  auto subtract = [](std::set<int64_t> &x, const std::set<int64_t> &y) {
    for (auto &p : y)
      x.erase(p);
  };
  std::set<int64_t> wave = footprint(sets.wave);
  r.waveChunks = wave.size();
  if (sets.hasX) {
    auto x = footprint(sets.x);
    r.nearChunks += x.size();
    r.nearOverlap += common(wave, x);
    subtract(wave, x);
  }
  if (sets.hasY) {
    auto y = footprint(sets.y);
    r.nearChunks += y.size();
    r.nearOverlap += common(wave, y);
    subtract(wave, y);
  }
  if (sets.hasZ) {
    auto z = footprint(sets.z);
    r.farChunks = z.size();
    r.farOverlap = common(wave, z);
  }
  r.computed = true;
  return r;
}

TEST(BoxImages, RandomKernelsAgainstEnumeration) {
  MLIRContext ctx;
  test::loadKernelDialects(ctx);
  auto target = test::loadShippedTarget("h100");
  ASSERT_TRUE(static_cast<bool>(target));
  std::mt19937 rng(2026);
  auto uni = [&](int lo, int hi) {
    return std::uniform_int_distribution<int>(lo, hi)(rng);
  };
  const std::array<int, 3> shapes[] = {{32, 1, 1}, {8, 2, 2}, {4, 4, 1},
                                       {16, 2, 1}, {1, 8, 2}, {5, 3, 1},
                                       {40, 1, 1}, {2, 1, 4}};
  int boxed = 0, viaIsl = 0, boxedPeriodic = 0, boxedFolded = 0;
  for (int n = 0; n < 400; ++n) {
    Case c;
    c.nx = uni(0, 3) == 0 ? 40 : 48;
    int dims[3] = {c.nx, kNy, kNz};
    c.block = shapes[uni(0, 7)];
    c.loopOverZ = uni(0, 3) == 0;
    if (c.loopOverZ)
      c.block[2] = 1;
    for (int d = 0; d < 3; ++d) {
      c.grid[d] = std::max(1, (dims[d] + c.block[d] - 1) / c.block[d] -
                                  uni(0, 1) + uni(0, 1));
      c.lo[d] = uni(0, 2);
      c.hi[d] = dims[d] - uni(0, 2);
    }
    if (c.loopOverZ)
      c.grid[2] = 1;
    c.threadGuard = uni(0, 9) == 0 ? uni(1, c.block[0]) : 0;
    c.foldY = uni(0, 4) == 0 ? uni(2, 3) : 1;
    if (c.foldY > 1)
      c.layout = static_cast<decltype(c.layout)>(uni(0, 2));
    if (c.foldY > 1)
      c.grid[1] = (kNy + c.block[1] * c.foldY - 1) / (c.block[1] * c.foldY);
    for (int i = uni(1, 4); i > 0; --i) {
      Load l{1, 1, 0, uni(-3, 3), uni(-1, 1), uni(-1, 1)};
      int kind = uni(0, 9);
      if (kind == 0)
        l.sx = uni(2, 3); // strided: still boxes of chunks
      else if (kind == 1)
        l.sy = 2; // strided outer dimension: not a box
      else if (kind == 2)
        l.skew = 1; // two axes in one index: not a box
      else if (kind == 3)
        l.wrap = true; // periodic: ISL's existential variables, split
      c.loads.push_back(l);
    }
    std::string text = kernelText(c);
    SCOPED_TRACE(text);
    ParsedLaunch parsed;
    ASSERT_TRUE(parseLaunch(ctx, text, parsed));
    KernelAccesses &acc = parsed.accesses;
    std::vector<const AccessRelation *> &reads = parsed.reads;
    ASSERT_FALSE(reads.empty());
    bool box = chunkBoxes(reads, nullptr, target->dram.accessBytes,
                          chunkSpaceIsMultiDim(reads, target->dram.accessBytes))
                   .has_value();
    box ? ++boxed : ++viaIsl;
    if (box && llvm::any_of(c.loads, [](const Load &l) { return l.wrap; }))
      ++boxedPeriodic;
    if (box && c.foldY > 1)
      ++boxedFolded;
    SCOPED_TRACE(box ? "box path" : "ISL path");

    Expected e =
        bruteForce(c, target->dram.accessBytes, target->l1.sectorBytes);
    EXPECT_EQ(countFootprint(reads, target->dram.accessBytes).chunks,
              static_cast<int64_t>(e.readUnits.size()));
    EXPECT_EQ(countPartialChunks(parsed.writes, target->l1.sectorBytes).chunks,
              e.partialSectors);
    // Waves of a few blocks, so that there are more than two.
    int64_t blocks = int64_t(c.grid[0]) * c.grid[1] * c.grid[2];
    int64_t waveBlocks = std::max<int64_t>(1, blocks / uni(3, 7));
    WaveSets sets = seed000WaveSets(acc.sizes.grid, waveBlocks);
    WaveOverlaps got = computeWaveOverlaps(acc, reads, sets, waveBlocks,
                                           target->dram.accessBytes);
    if ((blocks + waveBlocks - 1) / waveBlocks <= 2)
      continue;
    WaveOverlaps want = bruteWaveOverlaps(e, sets, c.grid);
    SCOPED_TRACE("wave of " + std::to_string(waveBlocks) + " blocks");
    ASSERT_TRUE(got.computed) << got.note;
    EXPECT_EQ(got.waveChunks, want.waveChunks);
    EXPECT_EQ(got.nearChunks, want.nearChunks);
    EXPECT_EQ(got.farChunks, want.farChunks);
    EXPECT_EQ(got.nearOverlap, want.nearOverlap);
    EXPECT_EQ(got.farOverlap, want.farOverlap);
  }
  // Both ways were exercised. With this seed the counts are 293 kernels as
  // boxes (54 periodic, 55 folded) and 107 with ISL, printed below (this
  // comment said 294 / 55 / 56 / 106 before; 2026-11-27's moving-loop digit
  // forms and linear box forms, each turned off in turn, leave 293); the
  // limits are below them, so that a box form that stops being recognised
  // fails the test.
  EXPECT_GT(boxed, 100);
  EXPECT_GT(boxedPeriodic, 20);
  EXPECT_GT(boxedFolded, 15);
  EXPECT_GT(viaIsl, 30);
  llvm::errs() << boxed << " kernels counted as boxes (" << boxedPeriodic
               << " periodic, " << boxedFolded << " folded), " << viaIsl
               << " with ISL\n";
}

//===----------------------------------------------------------------------===//
// Tiled kernels (issue 25): block tiles wider than the block, thread tiles
// unrolled into accesses with constant offsets, copies that split the
// linear thread id by a division and a remainder, loops with steps, vector
// accesses, guards on the tile's rows and columns. Their box forms come
// from the digit forms (BoxForms.h) and the merged translates
// (BoxTranslates.h); each kernel is counted both through its box forms and
// through ISL alone (the box forms dropped), and both against enumeration.
//===----------------------------------------------------------------------===//

/// A quasi-affine index, both emitted as MLIR and evaluated.
struct Expr {
  enum Kind { Thread, Block, Loop, Constant, Add, Scale, Div, Mod } kind;
  int64_t value = 0; ///< Dimension, loop, constant, factor or divisor.
  std::shared_ptr<const Expr> lhs, rhs;
};
using ExprRef = std::shared_ptr<const Expr>;

ExprRef leaf(Expr::Kind kind, int64_t value) {
  return std::make_shared<const Expr>(Expr{kind, value, nullptr, nullptr});
}
ExprRef operator+(ExprRef a, ExprRef b) {
  return std::make_shared<const Expr>(Expr{Expr::Add, 0, a, b});
}
ExprRef operator+(ExprRef a, int64_t c) {
  return c ? a + leaf(Expr::Constant, c) : a;
}
ExprRef operator*(ExprRef a, int64_t c) {
  return c == 1 ? a : std::make_shared<const Expr>(Expr{Expr::Scale, c, a});
}
ExprRef floorDivBy(ExprRef a, int64_t c) {
  return std::make_shared<const Expr>(Expr{Expr::Div, c, a});
}
ExprRef modBy(ExprRef a, int64_t c) {
  return std::make_shared<const Expr>(Expr{Expr::Mod, c, a});
}

struct Instance {
  std::array<int64_t, 3> block{}, thread{};
  SmallVector<int64_t, 2> loops;
};

int64_t eval(const ExprRef &e, const Instance &i) {
  switch (e->kind) {
  case Expr::Thread:
    return i.thread[e->value];
  case Expr::Block:
    return i.block[e->value];
  case Expr::Loop:
    return i.loops[e->value];
  case Expr::Constant:
    return e->value;
  case Expr::Add:
    return eval(e->lhs, i) + eval(e->rhs, i);
  case Expr::Scale:
    return eval(e->lhs, i) * e->value;
  case Expr::Div:
    return floorDiv(eval(e->lhs, i), e->value);
  case Expr::Mod:
    return eval(e->lhs, i) - e->value * floorDiv(eval(e->lhs, i), e->value);
  }
  return 0;
}

/// One access of `in` (read) or `out` (write): [row, col], in loops (lo,
/// hi, step; outermost first) and under guards `expr < bound`, `width`
/// consecutive columns (a vector access when above 1).
struct TiledAccess {
  bool write = false;
  ExprRef row, col;
  std::vector<std::array<int64_t, 3>> loops;
  /// Per loop (none: 0): both bounds move by this times the block's y
  /// (a split-K slice's loop from `by * L` to `by * L + L`).
  std::vector<int64_t> shiftY;
  int64_t shiftOf(size_t l) const { return l < shiftY.size() ? shiftY[l] : 0; }
  std::vector<std::pair<ExprRef, int64_t>> guards;
  int64_t width = 1;
};

struct TiledCase {
  int64_t ny = 32, nx = 48;
  std::array<int64_t, 3> block{1, 1, 1}, grid{1, 1, 1};
  std::vector<TiledAccess> accesses;
};

/// Emits MLIR for expressions: each use gets its own ops, alternating the
/// ops of a division (divui, floordivsi) to cover both.
struct Emitter {
  std::ostringstream &os;
  int next = 0;
  std::string fresh() { return "%e" + std::to_string(next++); }
  std::string constant(int64_t v) {
    std::string n = fresh();
    os << "   " << n << " = arith.constant " << v << " : index\n";
    return n;
  }
  std::string emit(const ExprRef &e, ArrayRef<std::string> loops) {
    static const char *ids[] = {"%tx", "%ty", "%tz", "%bx", "%by", "%bz"};
    switch (e->kind) {
    case Expr::Thread:
      return ids[e->value];
    case Expr::Block:
      return ids[3 + e->value];
    case Expr::Loop:
      return loops[e->value];
    case Expr::Constant:
      return constant(e->value);
    default:
      break;
    }
    std::string a = emit(e->lhs, loops);
    std::string b =
        e->kind == Expr::Add ? emit(e->rhs, loops) : constant(e->value);
    const char *op = e->kind == Expr::Add     ? "arith.addi"
                     : e->kind == Expr::Scale ? "arith.muli"
                     : e->kind == Expr::Mod   ? "arith.remui"
                     : next % 2               ? "arith.divui"
                                              : "arith.floordivsi";
    std::string n = fresh();
    os << "   " << n << " = " << op << " " << a << ", " << b << " : index\n";
    return n;
  }
};

std::string tiledKernelText(const TiledCase &c) {
  std::ostringstream os;
  std::string type =
      "memref<" + std::to_string(c.ny) + "x" + std::to_string(c.nx) + "xf32>";
  os << "module attributes {gpu.container_module} {\n gpu.module @g {\n"
     << "  gpu.func @k(%in: " << type << ", %out: " << type
     << ") kernel attributes {known_block_size = array<i32: " << c.block[0]
     << ", " << c.block[1] << ", " << c.block[2]
     << ">, known_grid_size = array<i32: " << c.grid[0] << ", " << c.grid[1]
     << ", " << c.grid[2] << ">} {\n";
  for (const char *d : {"x", "y", "z"})
    os << "   %t" << d << " = gpu.thread_id " << d << "\n   %b" << d
       << " = gpu.block_id " << d << "\n";
  os << "   %zero = arith.constant 0.0 : f32\n"
     << "   %zeros = arith.constant dense<0.0> : vector<4xf32>\n";
  Emitter em{os};
  for (const TiledAccess &a : c.accesses) {
    SmallVector<std::string> loops;
    for (const auto &[n, bounds] : llvm::enumerate(a.loops)) {
      auto [lo, hi, step] = bounds;
      std::string l = em.constant(lo), h = em.constant(hi),
                  s = em.constant(step), iv = em.fresh();
      if (int64_t shift = a.shiftOf(n)) {
        std::string m = em.fresh(), k = em.constant(shift);
        os << "   " << m << " = arith.muli %by, " << k << " : index\n";
        for (std::string *bound : {&l, &h}) {
          std::string moved = em.fresh();
          os << "   " << moved << " = arith.addi " << m << ", " << *bound
             << " : index\n";
          *bound = moved;
        }
      }
      os << "   scf.for " << iv << " = " << l << " to " << h << " step " << s
         << " {\n";
      loops.push_back(iv);
    }
    std::string guard;
    for (const auto &[e, bound] : a.guards) {
      std::string v = em.emit(e, loops), b = em.constant(bound), g = em.fresh();
      os << "   " << g << " = arith.cmpi ult, " << v << ", " << b
         << " : index\n";
      if (!guard.empty()) {
        std::string both = em.fresh();
        os << "   " << both << " = arith.andi " << guard << ", " << g
           << " : i1\n";
        g = both;
      }
      guard = g;
    }
    if (!guard.empty())
      os << "   scf.if " << guard << " {\n";
    std::string r = em.emit(a.row, loops), col = em.emit(a.col, loops);
    std::string at = "[" + r + ", " + col + "]";
    if (a.width > 1 && a.write)
      os << "   vector.store %zeros, %out" << at << " : " << type
         << ", vector<4xf32>\n";
    else if (a.width > 1)
      os << "   %v" << em.next++ << " = vector.load %in" << at << " : " << type
         << ", vector<4xf32>\n";
    else if (a.write)
      os << "   memref.store %zero, %out" << at << " : " << type << "\n";
    else
      os << "   %v" << em.next++ << " = memref.load %in" << at << " : " << type
         << "\n";
    if (!guard.empty())
      os << "   }\n";
    for (size_t l = 0; l < a.loops.size(); ++l)
      os << "   }\n";
  }
  os << "   gpu.return\n  }\n }\n}\n";
  return os.str();
}

/// Every instance of `a`, with the elements it touches (a vector access's
/// elements past the row end are not touched: indexRelation bounds them).
void forEachElement(
    const TiledCase &c, const TiledAccess &a,
    llvm::function_ref<void(int64_t block, int64_t row, int64_t col)> fn) {
  Instance i;
  i.loops.resize(a.loops.size());
  std::function<void(size_t, int64_t)> run = [&](size_t l, int64_t b) {
    if (l < a.loops.size()) {
      int64_t shift = a.shiftOf(l) * i.block[1];
      for (i.loops[l] = a.loops[l][0] + shift;
           i.loops[l] < a.loops[l][1] + shift; i.loops[l] += a.loops[l][2])
        run(l + 1, b);
      return;
    }
    for (const auto &[e, bound] : a.guards)
      if (eval(e, i) >= bound) // Indices are never negative here.
        return;
    int64_t row = eval(a.row, i), col = eval(a.col, i);
    for (int64_t k = 0; k < a.width; ++k)
      if (a.width == 1 || col + k < c.nx)
        fn(b, row, col + k);
  };
  for (int64_t by = 0; by < c.grid[1]; ++by)
    for (int64_t bx = 0; bx < c.grid[0]; ++bx)
      for (int64_t ty = 0; ty < c.block[1]; ++ty)
        for (int64_t tx = 0; tx < c.block[0]; ++tx) {
          i.block = {bx, by, 0};
          i.thread = {tx, ty, 0};
          run(0, by * c.grid[0] + bx);
        }
}

Expected bruteForceTiled(const TiledCase &c, int64_t readBytes,
                         int64_t writeBytes) {
  Expected e;
  e.blockUnits.resize(c.grid[0] * c.grid[1]);
  // Chunks numbered as in bruteForce: (row, col / unit) when a row is a
  // whole number of chunks, else the byte address / chunk size.
  auto chunkOf = [&](int64_t row, int64_t col) {
    if (c.nx * 4 % readBytes == 0)
      return (row + 100) * 100000 + floorDiv(4 * col, readBytes);
    return floorDiv(4 * (row * c.nx + col), readBytes);
  };
  std::set<std::pair<int64_t, int64_t>> written;
  for (const TiledAccess &a : c.accesses)
    forEachElement(c, a, [&](int64_t b, int64_t row, int64_t col) {
      if (a.write) {
        written.insert({row, col});
        return;
      }
      int64_t u = chunkOf(row, col);
      e.readUnits.insert(u);
      e.blockUnits[b].insert(u);
    });
  // Rows of whole sectors: each row its own span of sectors (a row key far
  // apart, a multiple of the sector); otherwise the flat element space.
  const int64_t perSector = writeBytes / 4;
  int64_t rowKey = c.nx % perSector == 0 ? perSector * 1000000 : c.nx;
  std::set<int64_t> flat;
  for (auto [row, col] : written)
    flat.insert(row * rowKey + col);
  e.partialSectors = partialUnits(flat, perSector);
  return e;
}

/// A thread tile of um x un elements per thread, unrolled: rows
/// tileM * by + ty + rowStep * i, columns tileN * bx + tx + colStep * j.
void addThreadTile(TiledCase &c, bool write, int64_t tileM, int64_t tileN,
                   int64_t um, int64_t un, int64_t rowStep, int64_t colStep,
                   bool guarded, std::mt19937 &rng) {
  ExprRef tx = leaf(Expr::Thread, 0), ty = leaf(Expr::Thread, 1),
          bx = leaf(Expr::Block, 0), by = leaf(Expr::Block, 1);
  std::vector<std::pair<int64_t, int64_t>> order;
  for (int64_t i = 0; i < um; ++i)
    for (int64_t j = 0; j < un; ++j)
      order.push_back({i, j});
  std::shuffle(order.begin(), order.end(), rng);
  for (auto [i, j] : order) {
    TiledAccess a;
    a.write = write;
    a.row = by * tileM + ty + rowStep * i;
    a.col = bx * tileN + tx + colStep * j;
    if (guarded)
      a.guards = {{a.row, c.ny}, {a.col, c.nx}};
    c.accesses.push_back(a);
  }
}

/// A copy of a tileM x kTile tile per step of a K loop: the linear thread
/// id split into cx = tid mod cw (columns) and cy = tid floordiv cw (rows,
/// T / cw per step), or the same through ty when cw is a multiple of the
/// block's width (the lowering's two layouts).
void addCopy(TiledCase &c, int64_t tileM, int64_t cw, int64_t kStep,
             bool guarded, bool viaTy) {
  ExprRef tx = leaf(Expr::Thread, 0), ty = leaf(Expr::Thread, 1),
          by = leaf(Expr::Block, 1);
  int64_t bx = c.block[0], threads = c.block[0] * c.block[1];
  ExprRef cx, cy;
  if (viaTy && cw % bx == 0 && c.block[1] % (cw / bx) == 0) {
    cx = modBy(ty, cw / bx) * bx + tx;
    cy = floorDivBy(ty, cw / bx);
  } else {
    ExprRef tid = tx + ty * bx;
    cx = modBy(tid, cw);
    cy = floorDivBy(tid, cw);
  }
  int64_t rowsPerStep = threads / cw;
  TiledAccess a;
  a.loops = {{0, c.nx, kStep}, {0, (tileM + rowsPerStep - 1) / rowsPerStep, 1}};
  ExprRef k = leaf(Expr::Loop, 0), i = leaf(Expr::Loop, 1);
  ExprRef inTile = cy + i * rowsPerStep;
  a.row = by * tileM + inTile;
  a.col = k + cx;
  if (tileM % rowsPerStep)
    a.guards.push_back({inTile, tileM});
  if (guarded)
    a.guards.push_back({a.row, c.ny}), a.guards.push_back({a.col, c.nx});
  c.accesses.push_back(a);
}

/// The dialects the tiled kernels use (kernel dialects and vector).
void loadTiledDialects(MLIRContext &ctx) {
  test::loadKernelDialects(ctx);
  ctx.loadDialect<vector::VectorDialect>();
}

/// Uniform integers in [lo, hi] from a seeded generator.
struct Uniform {
  std::mt19937 rng;
  explicit Uniform(unsigned seed) : rng(seed) {}
  int64_t operator()(int64_t lo, int64_t hi) {
    return std::uniform_int_distribution<int64_t>(lo, hi)(rng);
  }
};

/// Counts the footprint, the partially written sectors and the wave
/// overlaps of `c` through its box forms and through ISL alone, both
/// against enumeration; true when the box path counted it.
bool checkTiledCase(MLIRContext &ctx, const TiledCase &c,
                    const HardwareTarget &target, int64_t waveDivisor,
                    int *linearReads = nullptr, int *markedReads = nullptr,
                    int *wideWitnesses = nullptr) {
  bool boxed = false;
  std::string text = tiledKernelText(c);
  SCOPED_TRACE(text);
  ParsedLaunch parsed;
  if (!parseLaunch(ctx, text, parsed))
    return false;
  KernelAccesses &withBoxes = parsed.accesses;
  // A wide access said to touch two bytes in one instance
  // (IslAccessMaps::touchesTwoBytes, read by the block classes instead of
  // sampling the byte relation) has a byte relation that is no function.
  for (const AccessRelation &rel : withBoxes.accesses)
    if (rel.isl->touchesTwoBytes.value_or(false)) {
      EXPECT_EQ(isl_map_is_single_valued(rel.isl->bytes.get()), isl_bool_false);
      if (wideWitnesses)
        ++*wideWitnesses;
    }
  if (linearReads)
    *linearReads +=
        llvm::any_of(withBoxes.accesses, [](const AccessRelation &r) {
          return r.kind == AccessKind::read && r.isl->linearBox.has_value();
        });
  // The same relations without their box forms and offset forms: ISL
  // alone (where the element-linear box forms do not apply); and with
  // their offset forms alone (OffsetForms.h).
  KernelAccesses islOnly = withBoxes, offsetsOnly = withBoxes;
  for (AccessRelation &rel : islOnly.accesses) {
    auto maps = std::make_shared<IslAccessMaps>(*rel.isl);
    maps->box.reset();
    maps->offsets.reset();
    rel.isl = maps;
  }
  for (AccessRelation &rel : offsetsOnly.accesses) {
    auto maps = std::make_shared<IslAccessMaps>(*rel.isl);
    maps->box.reset();
    maps->linearBox.reset();
    rel.isl = maps;
  }
  Expected e =
      bruteForceTiled(c, target.dram.accessBytes, target.l1.sectorBytes);
  int64_t blocks = c.grid[0] * c.grid[1];
  int64_t waveBlocks = std::max<int64_t>(1, blocks / waveDivisor);
  WaveSets sets = seed000WaveSets(withBoxes.sizes.grid, waveBlocks);
  std::array<int, 3> grid{static_cast<int>(c.grid[0]),
                          static_cast<int>(c.grid[1]), 1};
  WaveOverlaps want = bruteWaveOverlaps(e, sets, grid);
  for (KernelAccesses *acc : {&withBoxes, &islOnly, &offsetsOnly}) {
    std::vector<const AccessRelation *> reads, writes;
    for (const AccessRelation &rel : acc->accesses)
      (rel.kind == AccessKind::read ? reads : writes).push_back(&rel);
    if (acc == &offsetsOnly && markedReads && !reads.empty() &&
        markedChunks(reads, nullptr, target.dram.accessBytes))
      ++*markedReads;
    bool box =
        acc == &withBoxes &&
        (reads.empty() ||
         chunkBoxes(reads, nullptr, target.dram.accessBytes,
                    chunkSpaceIsMultiDim(reads, target.dram.accessBytes))) &&
        boxFootprint(writes, nullptr, 1);
    boxed |= box;
    SCOPED_TRACE(acc == &withBoxes ? (box ? "box path" : "box forms, ISL")
                 : acc == &islOnly ? "ISL path"
                                   : "offset forms");
    if (!reads.empty()) {
      EXPECT_EQ(countFootprint(reads, target.dram.accessBytes).chunks,
                static_cast<int64_t>(e.readUnits.size()));
    }
    // Rows that are not whole sectors are left uncounted (inexact) by ISL
    // alone, which takes minutes on their flat space, and by offset forms
    // where an access has none; counted, they match.
    FootprintCount partial = countPartialChunks(writes, target.l1.sectorBytes);
    if (partial.exact || acc == &withBoxes ||
        c.nx * 4 % target.l1.sectorBytes == 0)
      EXPECT_EQ(partial.chunks, e.partialSectors) << partial.note;
    if (reads.empty() || (blocks + waveBlocks - 1) / waveBlocks <= 2)
      continue;
    WaveOverlaps got = computeWaveOverlaps(*acc, reads, sets, waveBlocks,
                                           target.dram.accessBytes);
    EXPECT_TRUE(got.computed) << got.note;
    if (!got.computed)
      continue;
    EXPECT_EQ(got.waveChunks, want.waveChunks);
    EXPECT_EQ(got.nearChunks, want.nearChunks);
    EXPECT_EQ(got.farChunks, want.farChunks);
    EXPECT_EQ(got.nearOverlap, want.nearOverlap);
    EXPECT_EQ(got.farOverlap, want.farOverlap);
  }
  return boxed;
}

TEST(BoxImages, TiledKernelsAgainstEnumeration) {
  MLIRContext ctx;
  loadTiledDialects(ctx);
  auto target = test::loadShippedTarget("h100");
  ASSERT_TRUE(static_cast<bool>(target));
  Uniform uni(2525);
  const std::array<int64_t, 2> shapes[] = {{8, 8}, {16, 4}, {4, 8}, {32, 2},
                                           {8, 2}, {16, 1}, {4, 4}, {2, 16}};
  int boxed = 0, copies = 0, unrolled = 0, vectors = 0, freeGuards = 0,
      witnesses = 0;
  for (int n = 0; n < 120; ++n) {
    TiledCase c;
    const int64_t widths[] = {40, 48, 64};
    c.nx = widths[uni(0, 2)];
    c.ny = uni(20, 48);
    auto [bw, bh] = shapes[uni(0, 7)];
    c.block = {bw, bh, 1};
    int64_t um = uni(1, 4), un = uni(1, 3);
    // Unrolled offsets one block apart close the tile; wider ones leave
    // gaps (still counted exactly, as separate boxes or by ISL).
    int64_t rowStep = uni(0, 4) ? bh : bh + uni(1, 3);
    int64_t colStep = uni(0, 4) ? bw : bw * 2;
    int64_t tileM = rowStep * (um - 1) + bh, tileN = colStep * (un - 1) + bw;
    if (uni(0, 3) == 0)
      tileM = bh * um, tileN = bw * un; // the lowering's layout
    c.grid = {std::max<int64_t>(1, (c.nx + tileN - 1) / tileN - uni(0, 1)),
              std::max<int64_t>(1, (c.ny + tileM - 1) / tileM - uni(0, 1)), 1};
    bool guarded = uni(0, 1);
    addThreadTile(c, /*write=*/true, tileM, tileN, um, un, rowStep, colStep,
                  guarded, uni.rng);
    if (uni(0, 2)) {
      addThreadTile(c, /*write=*/false, tileM, tileN, um, un, rowStep, colStep,
                    guarded, uni.rng);
      ++unrolled;
    }
    if (uni(0, 2)) {
      int64_t threads = bw * bh;
      SmallVector<int64_t> widths;
      for (int64_t w = 1; w <= threads; w *= 2)
        if (threads % w == 0)
          widths.push_back(w);
      int64_t cw = widths[uni(0, widths.size() - 1)];
      addCopy(c, tileM, cw, uni(0, 1) ? cw : 1, guarded, uni(0, 1));
      ++copies;
    }
    if (uni(0, 2) == 0) {
      // A loop the indices do not use, under guards on its digits alone
      // (a reduction's `lane == 0`): they decide only whether the access
      // runs; some never hold, and some loops never run.
      TiledAccess a;
      ExprRef l = leaf(Expr::Loop, 0);
      a.loops = {{0, uni(0, 9), 1}};
      a.row = leaf(Expr::Block, 1) * tileM + leaf(Expr::Thread, 1);
      a.col = leaf(Expr::Block, 0) * tileN + leaf(Expr::Thread, 0);
      a.guards = {{modBy(l, 4), uni(0, 2)}, {l, uni(0, 6)}};
      c.accesses.push_back(a);
      ++freeGuards;
    }
    if (uni(0, 4) == 0) {
      // Four columns per thread as one vector: 4 * tx + 4 * bw * j.
      TiledAccess a;
      ExprRef tx = leaf(Expr::Thread, 0), ty = leaf(Expr::Thread, 1);
      a.row = leaf(Expr::Block, 1) * tileM + ty;
      a.col = leaf(Expr::Block, 0) * (4 * bw) + tx * 4;
      a.width = 4;
      c.accesses.push_back(a);
      ++vectors;
    }
    boxed += checkTiledCase(ctx, c, *target, uni(3, 7), nullptr, nullptr,
                            &witnesses);
  }
  // Every vector read has a witness of its two bytes.
  EXPECT_EQ(witnesses, vectors);
  // With this seed, 117 of the 120 kernels are counted as boxes (the others
  // have gaps between unrolled rows over many blocks, or a loop whose
  // `mod 4` is no digit, left to ISL); 78 have unrolled reads, 83 copies,
  // 23 vector reads and 35 guards on an unused loop. The limits are below,
  // so that a form that stops being recognised fails the test.
  EXPECT_GT(boxed, 110);
  EXPECT_GT(unrolled, 60);
  EXPECT_GT(copies, 60);
  EXPECT_GT(vectors, 15);
  EXPECT_GT(freeGuards, 25);
  llvm::errs() << boxed << " of 120 tiled kernels counted as boxes ("
               << unrolled << " with unrolled reads, " << copies << " copies, "
               << vectors << " vector reads, " << freeGuards
               << " guards on an unused loop)\n";
}

/// Split-K slices: block y takes the K loop's slice [by * L, by * L + L),
/// reading a tile of rows bx * tileM + ty (+ i * bh) and columns k + tx,
/// as the contraction kernels' copies do when split-K folds part of K into
/// each block (docs/contractions.md); the loop's bounds move with the block
/// and its trip count is the constant L / step. Their digit forms make the
/// loop's counter a digit beside by's, so the footprint is counted by boxes.
TEST(BoxImages, SliceLoopsAgainstEnumeration) {
  MLIRContext ctx;
  loadTiledDialects(ctx);
  auto target = test::loadShippedTarget("h100");
  ASSERT_TRUE(static_cast<bool>(target));
  Uniform uni(4242);
  const std::array<int64_t, 2> shapes[] = {{8, 8}, {16, 4}, {32, 2}, {4, 4}};
  int boxed = 0;
  const int kCases = 40;
  for (int n = 0; n < kCases; ++n) {
    TiledCase c;
    auto [bw, bh] = shapes[uni(0, 3)];
    c.block = {bw, bh, 1};
    int64_t slices = uni(2, 6), um = uni(1, 3);
    int64_t step = uni(0, 1) ? bw : 1;
    int64_t trips = uni(1, 4);
    int64_t sliceLen = step * trips * (uni(0, 2) ? 1 : 2);
    int64_t tileM = bh * um;
    // Rows of whole sectors (bruteForceTiled's partial sectors are per
    // row); the last slice's columns reach the row's end or stop short.
    c.nx =
        llvm::alignTo(sliceLen * slices + bw - step, 8) + (uni(0, 2) ? 0 : 8);
    c.ny = tileM * uni(1, 4);
    c.grid = {(c.ny + tileM - 1) / tileM, slices, 1};
    ExprRef tx = leaf(Expr::Thread, 0), ty = leaf(Expr::Thread, 1),
            bx = leaf(Expr::Block, 0);
    for (int64_t i = 0; i < um; ++i) {
      TiledAccess a;
      a.loops = {{0, sliceLen, step}};
      a.shiftY = {sliceLen};
      a.row = bx * tileM + ty + bh * i;
      a.col = leaf(Expr::Loop, 0) + tx;
      if (uni(0, 3) == 0)
        a.guards = {{a.col, c.nx}};
      c.accesses.push_back(a);
    }
    // Every slice adds into the same output tile.
    TiledAccess w;
    w.write = true;
    w.row = bx * tileM + ty;
    w.col = tx;
    c.accesses.push_back(w);
    boxed += checkTiledCase(ctx, c, *target, uni(2, 4));
  }
  // Every case takes the box path with the slice's counter as a digit;
  // before, a loop whose bounds depend on a block id had no digit form and
  // every such kernel went to ISL.
  EXPECT_EQ(boxed, kCases);
}

/// Rows and columns divided out of one linear position, as a convolution's
/// output pixel is split into (n, oh, ow): in[p floordiv nx][p mod nx] with
/// p = T * bx + tx + S * i (an unrolled tile of positions). Where T and nx
/// do not nest the index has no box form, but the row-major layout adds the
/// row and column up again: the byte relation is affine in p and its
/// element-linear box form (IslAccessMaps::linearBox) counts the footprint.
TEST(BoxImages, LinearizedRowsAgainstEnumeration) {
  MLIRContext ctx;
  loadTiledDialects(ctx);
  auto target = test::loadShippedTarget("h100");
  ASSERT_TRUE(static_cast<bool>(target));
  Uniform uni(5151);
  int boxed = 0, linearBoxed = 0;
  const int kCases = 40;
  for (int n = 0; n < kCases; ++n) {
    TiledCase c;
    // Rows of 40 or 56 floats (not whole 64-byte chunks: the flat chunk
    // space) or 48 (whole chunks: the multi-dimensional one); positions
    // per block that do not nest with them.
    const int64_t widths[] = {40, 48, 56};
    c.nx = widths[uni(0, 2)];
    int64_t bw = uni(0, 1) ? 32 : 64, um = uni(1, 3);
    int64_t perBlock = bw * um;
    c.ny = uni(8, 24);
    c.block = {bw, 1, 1};
    c.grid = {std::max<int64_t>(1, c.ny * c.nx / perBlock - uni(0, 2)), 1, 1};
    ExprRef tx = leaf(Expr::Thread, 0), bx = leaf(Expr::Block, 0);
    for (int64_t i = 0; i < um; ++i) {
      TiledAccess a;
      ExprRef p = bx * perBlock + tx + bw * i;
      a.row = floorDivBy(p, c.nx);
      a.col = modBy(p, c.nx);
      c.accesses.push_back(a);
    }
    TiledAccess w;
    w.write = true;
    w.row = leaf(Expr::Constant, 0);
    w.col = tx;
    w.guards = {{tx, c.nx}};
    c.accesses.push_back(w);
    int linear = 0;
    bool box = checkTiledCase(ctx, c, *target, uni(2, 4), &linear);
    boxed += box;
    linearBoxed += box && linear;
  }
  llvm::errs() << boxed << " of " << kCases << " linearized kernels counted as "
               << "boxes, " << linearBoxed << " through element-linear forms\n";
  // With this seed 15 of the 40 are counted through their element-linear
  // forms, every one against enumeration; the others go to ISL: some of
  // their reads have index box forms (the position per block a multiple
  // of the row) and the two spaces are not mixed, or the extractor reads
  // no box from the linear index. None was counted by boxes before.
  EXPECT_GT(linearBoxed, 10);
}

/// A convolution's output as the tiled kernels write it: a block tile of
/// T = bh * um pixels m = T * by + ty + bh * i, guarded by m < M (M not a
/// multiple of T), of N channels n = tx + bw * j, at the element-linear
/// position p = N * m + n of a buffer of rows of 40, 48 or 56 floats
/// (in[p floordiv nx][p mod nx]), read and written. The guard bounds a
/// compound of the block and thread ids that the element-linear index uses
/// with another coefficient, so there is no box form of either kind: the
/// offset forms (OffsetForms.h) count the footprint, the partially written
/// sectors and the wave overlaps, against enumeration (and ISL alone).
TEST(OffsetForms, GuardedLinearTilesAgainstEnumeration) {
  MLIRContext ctx;
  loadTiledDialects(ctx);
  auto target = test::loadShippedTarget("h100");
  ASSERT_TRUE(static_cast<bool>(target));
  Uniform uni(6161);
  int marked = 0;
  const int kCases = 24;
  for (int n = 0; n < kCases; ++n) {
    TiledCase c;
    const int64_t widths[] = {40, 48, 56};
    c.nx = widths[uni(0, 2)];
    int64_t bw = uni(0, 1) ? 4 : 8, un = uni(1, 2), bh = uni(0, 1) ? 4 : 8,
            um = uni(1, 3);
    int64_t channels = bw * un, tile = bh * um;
    int64_t pixels = tile * uni(3, 6) - uni(1, tile - 1);
    c.ny = (pixels * channels + c.nx - 1) / c.nx;
    c.block = {bw, bh, 1};
    c.grid = {1, (pixels + tile - 1) / tile, 1};
    ExprRef tx = leaf(Expr::Thread, 0), ty = leaf(Expr::Thread, 1),
            by = leaf(Expr::Block, 1);
    for (int64_t i = 0; i < um; ++i)
      for (int64_t j = 0; j < un; ++j)
        for (bool write : {false, true}) {
          TiledAccess a;
          a.write = write;
          ExprRef m = by * tile + ty + bh * i;
          ExprRef p = m * channels + tx + bw * j;
          a.row = floorDivBy(p, c.nx);
          a.col = modBy(p, c.nx);
          a.guards = {{m, pixels}};
          c.accesses.push_back(a);
        }
    checkTiledCase(ctx, c, *target, uni(2, 4), nullptr, &marked);
  }
  // Every case's reads counted by their offset forms.
  EXPECT_EQ(marked, kCases);
}

/// Rows a stride apart and columns a few elements apart, in buffers whose
/// rows are not whole 64-byte chunks (41-100 floats): the reads' flat chunk
/// intervals from their index progressions (flatChunkImage), and a store
/// two to four columns apart whose every touched sector is partial, against
/// enumeration (ISL alone must give the same counts).
TEST(BoxImages, StridedRowsAgainstEnumeration) {
  MLIRContext ctx;
  loadTiledDialects(ctx);
  auto target = test::loadShippedTarget("h100");
  ASSERT_TRUE(static_cast<bool>(target));
  Uniform uni(7373);
  const std::array<int64_t, 2> shapes[] = {{32, 1}, {16, 2}, {8, 4}, {64, 1}};
  const int kCases = 40;
  int strided = 0, stridedWrites = 0;
  for (int n = 0; n < kCases; ++n) {
    TiledCase c;
    const int64_t widths[] = {41, 50, 57, 70, 100};
    c.nx = widths[uni(0, 4)];
    c.ny = uni(24, 64);
    auto [bw, bh] = shapes[uni(0, 3)];
    c.block = {bw, bh, 1};
    ExprRef gx = leaf(Expr::Block, 0) * bw + leaf(Expr::Thread, 0);
    ExprRef gy = leaf(Expr::Block, 1) * bh + leaf(Expr::Thread, 1);
    int64_t cols = 0, rows = 0;
    int reads = uni(1, 3);
    for (int r = 0; r < reads; ++r) {
      const int64_t colStrides[] = {1, 2, 3, 5, 17, 24};
      int64_t sr = uni(1, 3), sc = colStrides[uni(0, 5)], cr = uni(0, 2),
              cc = uni(0, 3);
      TiledAccess a;
      a.row = gy * sr + cr;
      a.col = gx * sc + cc;
      if (uni(0, 3) == 0) {
        // Whole rows: a loop over every column, rows a stride apart (runs
        // of a row each in the flat space, merged when adjacent).
        a.loops = {{0, c.nx, 1}};
        a.col = leaf(Expr::Loop, 0);
        int64_t nRows = (c.ny - 1 - cr) / sr + 1;
        a.guards = {{gy, nRows}, {gx, 1}};
        rows = std::max(rows, nRows);
        cols = std::max<int64_t>(cols, 1);
        c.accesses.push_back(a);
        continue;
      }
      int64_t nCols = (c.nx - 1 - cc) / sc + 1,
              nRows = (c.ny - 1 - cr) / sr + 1;
      a.guards = {{gx, nCols}, {gy, nRows}};
      cols = std::max(cols, nCols);
      rows = std::max(rows, nRows);
      c.accesses.push_back(a);
    }
    TiledAccess w;
    w.write = true;
    int64_t sw = uni(1, 4), cw = uni(0, 1);
    w.row = gy;
    w.col = gx * sw + cw;
    w.guards = {{gx, (c.nx - 1 - cw) / sw + 1}, {gy, c.ny}};
    c.accesses.push_back(w);
    c.grid = {(cols + bw - 1) / bw, (std::max(rows, c.ny) + bh - 1) / bh, 1};
    checkTiledCase(ctx, c, *target, uni(2, 4));
    // Which path the counts above took.
    ParsedLaunch parsed;
    ASSERT_TRUE(parseLaunch(ctx, tiledKernelText(c), parsed));
    const std::vector<const AccessRelation *> &rd = parsed.reads;
    const std::vector<const AccessRelation *> &wr = parsed.writes;
    bool multiDim = chunkSpaceIsMultiDim(rd, target->dram.accessBytes);
    strided += !multiDim && !boxFootprint(rd, nullptr, 1) &&
               chunkBoxes(rd, nullptr, target->dram.accessBytes, multiDim);
    FootprintCount partial = countPartialChunks(wr, target->l1.sectorBytes);
    stridedWrites += sw > 1 && partial.exact;
  }
  llvm::errs() << strided << " of " << kCases
               << " strided read sets counted from progressions, "
               << stridedWrites << " strided stores counted exactly\n";
  // With this seed 20 read sets are counted from their progressions (none
  // was before: their element images are no boxes, and the element-linear
  // forms are not used beside index boxes) and 33 strided stores exactly
  // (none before: the rows are not whole sectors).
  EXPECT_GT(strided, 15);
  EXPECT_GT(stridedWrites, 25);
}

// Flat footprints listed instance by instance (listChunkFootprint): reads
// of 2-D buffers whose rows are not whole chunks, through strided and
// transposed indices, with their box forms dropped (the accesses the
// listing is for have none), against enumeration.
TEST(BoxImages, ListedFootprintsAgainstEnumeration) {
  MLIRContext ctx;
  loadTiledDialects(ctx);
  auto target = test::loadShippedTarget("h100");
  ASSERT_TRUE(static_cast<bool>(target));
  Uniform uni(4242);
  const int kCases = 40;
  int listed = 0;
  for (int n = 0; n < kCases; ++n) {
    TiledCase c;
    const int64_t widths[] = {45, 57, 70, 100, 180};
    c.nx = widths[uni(0, 4)];
    c.ny = uni(40, 90);
    int64_t bw = 16, bh = uni(1, 4);
    c.block = {bw, bh, 1};
    ExprRef gx = leaf(Expr::Block, 0) * bw + leaf(Expr::Thread, 0);
    ExprRef gy = leaf(Expr::Block, 1) * bh + leaf(Expr::Thread, 1);
    int64_t extentX = 1, extentY = 1;
    for (int r = uni(1, 3); r > 0; --r) {
      TiledAccess a;
      int64_t nx, ny; // the threads in x and y that stay inside
      if (uni(0, 1)) {
        // Transposed: the thread's x walks the rows.
        int64_t sr = uni(1, 2), sc = uni(1, 3);
        a.row = gx * sr;
        a.col = gy * sc + uni(0, 2);
        nx = (c.ny - 1) / sr + 1;
        ny = (c.nx - 3) / sc + 1;
      } else {
        int64_t sc = uni(2, 5), sr = uni(1, 2);
        a.row = gy * sr + uni(0, 1);
        a.col = gx * sc;
        nx = (c.nx - 1) / sc + 1;
        ny = (c.ny - 2) / sr + 1;
      }
      a.guards = {{gx, nx}, {gy, ny}};
      extentX = std::max(extentX, nx);
      extentY = std::max(extentY, ny);
      c.accesses.push_back(a);
    }
    c.grid = {(extentX + bw - 1) / bw, (extentY + bh - 1) / bh, 1};
    std::string text = tiledKernelText(c);
    SCOPED_TRACE(text);
    ParsedLaunch parsed;
    ASSERT_TRUE(parseLaunch(ctx, text, parsed));
    std::vector<const AccessRelation *> reads;
    std::vector<AccessRelation> islOnly;
    for (const AccessRelation *rel : parsed.reads) {
      AccessRelation copy = *rel;
      auto maps = std::make_shared<IslAccessMaps>(*rel->isl);
      maps->box.reset();
      maps->linearBox.reset();
      copy.isl = maps;
      islOnly.push_back(copy);
    }
    for (const AccessRelation &rel : islOnly)
      reads.push_back(&rel);
    Expected e =
        bruteForceTiled(c, target->dram.accessBytes, target->l1.sectorBytes);
    std::optional<int64_t> got =
        listChunkFootprint(reads, target->dram.accessBytes);
    listed += got.has_value();
    if (got)
      EXPECT_EQ(*got, static_cast<int64_t>(e.readUnits.size()));
    EXPECT_EQ(countFootprint(reads, target->dram.accessBytes).chunks,
              static_cast<int64_t>(e.readUnits.size()));
  }
  // Every case is small enough to list (none passes 2^21 instances).
  EXPECT_EQ(listed, kCases);
}

} // namespace
