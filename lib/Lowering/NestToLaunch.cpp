//===- NestToLaunch.cpp - Rewrite a loop nest as a gpu.launch -------------===//
//
// See NestToLaunch.h.
//
//===----------------------------------------------------------------------===//

#include "Warp/Lowering/NestToLaunch.h"

#include <map>

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

using namespace mlir;
using namespace mlir::warp;

std::array<int64_t, 3> mlir::warp::gridFor(const LoopNest &nest,
                                           const LaunchMapping &mapping) {
  std::array<int64_t, 3> grid{1, 1, 1};
  for (unsigned a = 0; a < nest.rank(); ++a) {
    int64_t tile = mapping.block[a] * mapping.fold[a];
    int64_t n = nest.extents[mapping.loopDimOf[a]];
    // ceil(n / tile) without overflowing for n near 2^63.
    grid[a] = n / tile + (n % tile != 0 ? 1 : 0);
  }
  return grid;
}

bool mlir::warp::needsGuard(const LoopNest &nest, const LaunchMapping &mapping,
                            unsigned a) {
  int64_t tile = mapping.block[a] * mapping.fold[a];
  return nest.extents[mapping.loopDimOf[a]] % tile != 0;
}

MappedLaunch mlir::warp::buildMappedLaunch(OpBuilder &b, const LoopNest &nest,
                                           const LaunchMapping &mapping,
                                           IRMapping &outside) {
  Location loc = nest.op->getLoc();
  // Constants, one per value: outside the launch for its sizes, at the
  // start of its body for the index arithmetic.
  // std::map, not DenseMap: INT64_MAX and INT64_MAX - 1 are DenseMap's
  // reserved keys, and a nest can have that many iterations (a fuzzing
  // finding, test/Regressions/Inputs/nest-int64-max.mlir).
  std::map<int64_t, Value> outer, inner;
  Block *constantsAt = nullptr;
  auto constant = [&](std::map<int64_t, Value> &cache, int64_t v) -> Value {
    Value &c = cache[v];
    if (!c) {
      OpBuilder::InsertionGuard g(b);
      if (constantsAt)
        b.setInsertionPointToStart(constantsAt);
      c = arith::ConstantIndexOp::create(b, loc, v);
    }
    return c;
  };
  auto cst = [&](int64_t v) { return constant(inner, v); };
  Value g[3], t[3];
  for (int a = 0; a < 3; ++a) {
    g[a] = constant(outer, mapping.grid[a]);
    t[a] = constant(outer, mapping.block[a]);
  }
  MappedLaunch out;
  out.launch =
      gpu::LaunchOp::create(b, loc, g[0], g[1], g[2], t[0], t[1], t[2]);
  OpBuilder::InsertionGuard guard(b);
  constantsAt = &out.launch.getBody().front();
  b.setInsertionPointToStart(constantsAt);
  gpu::KernelDim3 bid = out.launch.getBlockIds(),
                  tid = out.launch.getThreadIds(),
                  bsz = out.launch.getBlockSize();
  Value bids[3] = {bid.x, bid.y, bid.z}, tids[3] = {tid.x, tid.y, tid.z},
        sizes[3] = {bsz.x, bsz.y, bsz.z};
  unsigned r = nest.rank();
  // base_a = b * (B * F) + t (or + t * F for consecutive points): the
  // first point of the thread.
  SmallVector<Value, 3> base(r), lin(r);
  for (unsigned a = 0; a < r; ++a) {
    Value tile = sizes[a], offset = tids[a];
    if (mapping.fold[a] > 1) {
      tile = arith::MulIOp::create(b, loc, sizes[a], cst(mapping.fold[a]));
      if (mapping.consecutiveFold)
        offset = arith::MulIOp::create(b, loc, tids[a], cst(mapping.fold[a]));
    }
    Value first = arith::MulIOp::create(b, loc, bids[a], tile);
    base[a] = arith::AddIOp::create(b, loc, first, offset);
    lin[a] = base[a];
  }
  // One sequential loop per folded dimension, z outermost.
  for (int a = static_cast<int>(r) - 1; a >= 0; --a) {
    if (mapping.fold[a] <= 1)
      continue;
    auto loop =
        scf::ForOp::create(b, loc, cst(0), cst(mapping.fold[a]), cst(1));
    b.setInsertionPointToStart(loop.getBody());
    Value step = loop.getInductionVar();
    if (!mapping.consecutiveFold)
      step = arith::MulIOp::create(b, loc, step, sizes[a]);
    lin[a] = arith::AddIOp::create(b, loc, base[a], step);
  }
  // The guard: lin_a < N_d for every dimension the tile does not divide.
  Value inside;
  for (unsigned a = 0; a < r; ++a) {
    if (!needsGuard(nest, mapping, a))
      continue;
    int d = mapping.loopDimOf[a];
    Value in = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, lin[a],
                                     cst(nest.extents[d]));
    inside = inside ? arith::AndIOp::create(b, loc, inside, in) : in;
  }
  out.guarded = b.getInsertionBlock();
  if (inside) {
    auto ifOp = scf::IfOp::create(b, loc, inside, /*withElseRegion=*/false);
    b.setInsertionPointToStart(ifOp.thenBlock());
    out.guarded = ifOp.thenBlock();
  }
  // i_d = lb_d + lin * step_d.
  out.indices.resize(r);
  IRMapping map = outside;
  for (unsigned a = 0; a < r; ++a) {
    int d = mapping.loopDimOf[a];
    Value i = lin[a];
    if (nest.steps[d] != 1)
      i = arith::MulIOp::create(b, loc, i, cst(nest.steps[d]));
    if (nest.lowerBounds[d] != 0)
      i = arith::AddIOp::create(b, loc, i, cst(nest.lowerBounds[d]));
    out.indices[d] = i;
    map.map(nest.ivs[d], i);
  }
  for (Operation &op : nest.body->without_terminator())
    b.clone(op, map);
  b.setInsertionPointToEnd(&out.launch.getBody().front());
  gpu::TerminatorOp::create(b, loc);
  return out;
}
