//===- ContractionKernel.cpp - A tiled gpu.launch for a contraction -------===//
//
// See ContractionKernel.h.
//
//===----------------------------------------------------------------------===//

#include "Warp/Lowering/ContractionKernel.h"

#include "Lowering/LoopBuilder.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/IRMapping.h"
#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using namespace mlir::warp;

std::string mlir::warp::describeContractionReject(ContractionReject kind) {
  switch (kind) {
  case ContractionReject::NotOnBuffers:
    return "it has tensor semantics; Warp tiles contractions on buffers "
           "(run one-shot-bufferize first)";
  case ContractionReject::DynamicShape:
    return "a loop bound is dynamic; the tiles are chosen for static shapes";
  case ContractionReject::NotProjected:
    return "an indexing map is not a projected permutation (an operand is "
           "indexed by a sum of loops)";
  case ContractionReject::Convolution:
    return "it is a convolution; Warp does not build its implicit GEMM yet "
           "(rewrite it as a linalg.matmul over an im2col buffer, or "
           "lower it with --convert-linalg-to-parallel-loops)";
  case ContractionReject::NotContraction:
    return "its body is not a multiply-accumulate over one reduction loop "
           "with M and N loops (linalg::isaContractionOpInterface)";
  case ContractionReject::SeveralDims:
    return "it has more than one M, N or K loop, or more than one batch "
           "loop; collapse them first (linalg collapse-dimensions)";
  case ContractionReject::NotThreeOperands:
    return "it does not have two inputs and one init";
  }
  return "";
}

std::string ContractionProblem::describe() const {
  std::string s;
  llvm::raw_string_ostream os(s);
  os << op->getName() << " ";
  if (batchLoop >= 0)
    os << batch << "x";
  os << m << "x" << n << "x" << k << " (" << (batchLoop >= 0 ? "batch x " : "")
     << "M x N x K) " << aType << " x " << bType << " -> " << cType;
  return s;
}

bool ContractionProblem::tensorCoresApply() const {
  if (!aType.isF16() || !bType.isF16() || !(cType.isF32() || cType.isF16()))
    return false;
  AffineMap c = linalg::LinalgOp(op).getIndexingMapsArray()[2];
  unsigned r = c.getNumResults();
  auto type = dyn_cast<MemRefType>(op->getOperand(2).getType());
  return r >= 2 && c.getDimPosition(r - 2) == static_cast<unsigned>(mLoop) &&
         c.getDimPosition(r - 1) == static_cast<unsigned>(nLoop) && type &&
         type.getLayout().isIdentity();
}

FailureOr<ContractionProblem>
mlir::warp::analyseContraction(linalg::LinalgOp op, ContractionReject &why) {
  auto reject = [&](ContractionReject kind) {
    why = kind;
    return failure();
  };
  if (!op.hasPureBufferSemantics())
    return reject(ContractionReject::NotOnBuffers);
  if (op.getNumDpsInputs() != 2 || op.getNumDpsInits() != 1)
    return reject(ContractionReject::NotThreeOperands);
  if (linalg::isaConvolutionOpInterface(op))
    return reject(ContractionReject::Convolution);
  if (op.hasDynamicShape())
    return reject(ContractionReject::DynamicShape);
  SmallVector<AffineMap> maps = op.getIndexingMapsArray();
  for (AffineMap map : maps)
    if (!map.isProjectedPermutation() || map.getNumResults() == 0)
      return reject(ContractionReject::NotProjected);
  if (!linalg::isaContractionOpInterface(op))
    return reject(ContractionReject::NotContraction);
  FailureOr<linalg::ContractionDimensions> dims =
      linalg::inferContractionDims(op);
  if (failed(dims))
    return reject(ContractionReject::NotContraction);
  if (dims->m.size() != 1 || dims->n.size() != 1 || dims->k.size() != 1 ||
      dims->batch.size() > 1)
    return reject(ContractionReject::SeveralDims);

  ContractionProblem p;
  p.op = op;
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  p.mLoop = dims->m.front();
  p.nLoop = dims->n.front();
  p.kLoop = dims->k.front();
  p.m = ranges[p.mLoop];
  p.n = ranges[p.nLoop];
  p.k = ranges[p.kLoop];
  if (!dims->batch.empty()) {
    p.batchLoop = dims->batch.front();
    p.batch = ranges[p.batchLoop];
  }
  auto elem = [&](unsigned i) {
    return getElementTypeOrSelf(op->getOperand(i).getType());
  };
  p.aType = elem(0);
  p.bType = elem(1);
  p.cType = elem(2);
  for (unsigned i = 0; i < 3; ++i)
    p.contiguousLoop[i] = maps[i].getDimPosition(maps[i].getNumResults() - 1);
  return p;
}

int64_t ContractionTile::sharedBytes(const ContractionProblem &p) const {
  auto bytes = [](Type t) {
    return static_cast<int64_t>((t.getIntOrFloatBitWidth() + 7) / 8);
  };
  int64_t a = mma ? bm * (bk + pad) : bk * (bm + pad);
  return a * bytes(p.aType) + bk * (bn + pad) * bytes(p.bType);
}

std::string ContractionTile::describe() const {
  if (mma)
    return llvm::formatv("{0}x{1}x{2}, warp {3}x{4}, pad {5}, mma", bm, bn, bk,
                         wm, wn, pad);
  return llvm::formatv("{0}x{1}x{2}, thread {3}x{4}, pad {5}", bm, bn, bk, tm,
                       tn, pad);
}

namespace {
/// Builds the launch's body; one member per part of the kernel.
class ContractionBuilder {
public:
  ContractionBuilder(OpBuilder &b, Location loc, const ContractionProblem &p,
                     const ContractionTile &t, gpu::LaunchOp launch,
                     ArrayRef<Value> operands)
      : b(b), loc(loc), p(p), t(t), launch(launch),
        operands(operands.begin(), operands.end()) {}

  void build();

private:
  Value cst(int64_t v) {
    return arith::ConstantIndexOp::create(b, loc, v).getResult();
  }
  Value mul(Value x, int64_t c) {
    return c == 1 ? x : arith::MulIOp::create(b, loc, x, cst(c)).getResult();
  }
  Value add(Value x, Value y) {
    return arith::AddIOp::create(b, loc, x, y).getResult();
  }
  Value less(Value x, int64_t bound) {
    return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, x,
                                 cst(bound));
  }
  /// `load()` where `cond` holds, else a zero of operand `i`'s type.
  Value loadOrZero(Value cond, unsigned i, function_ref<Value()> load) {
    Type type = getElementTypeOrSelf(operands[i].getType());
    auto ifOp = scf::IfOp::create(b, loc, TypeRange{type}, cond,
                                  /*withElseRegion=*/true);
    OpBuilder::InsertionGuard g(b);
    b.setInsertionPointToStart(ifOp.thenBlock());
    scf::YieldOp::create(b, loc, load());
    b.setInsertionPointToStart(ifOp.elseBlock());
    Value zero = arith::ConstantOp::create(b, loc, type, b.getZeroAttr(type));
    scf::YieldOp::create(b, loc, zero);
    return ifOp.getResult(0);
  }
  /// The output (row, col) lies in C.
  Value outputInShape(Value row, Value col) {
    Value r = p.m % t.bm ? less(row, p.m) : Value();
    Value c = p.n % t.bn ? less(col, p.n) : Value();
    if (r && c)
      return arith::AndIOp::create(b, loc, r, c);
    return r ? r : c;
  }
  /// The indices of operand `i` at the loop values `loops` (by loop).
  SmallVector<Value> indicesOf(unsigned i, ArrayRef<Value> loops);
  /// The loop values of an output: batch, row m, column n.
  SmallVector<Value> outputLoops(Value row, Value col);
  void stageTile(unsigned operand, Value kt, Value tile);
  SmallVector<Value> computeTile(ValueRange accs);
  Value applyBody(Value a, Value bv, Value acc);
  /// The tensor-core kernel (t.mma).
  void buildMma();
  SmallVector<Value> computeMmaTile(ValueRange accs, Value warpRow,
                                    Value warpCol);
  /// The operand indices of C's fragment (i, j) of the warp.
  SmallVector<Value> fragmentIndices(Value warpRow, Value warpCol, int64_t i,
                                     int64_t j);

  OpBuilder &b;
  Location loc;
  const ContractionProblem &p;
  const ContractionTile &t;
  gpu::LaunchOp launch;
  SmallVector<Value, 3> operands;
  Value tid, tx, ty, m0, n0, batchIndex;
  SmallVector<Value> rows, cols;
};
} // namespace

SmallVector<Value> ContractionBuilder::indicesOf(unsigned i,
                                                 ArrayRef<Value> loops) {
  AffineMap map = linalg::LinalgOp(p.op).getIndexingMapsArray()[i];
  SmallVector<Value> indices;
  for (unsigned r = 0; r < map.getNumResults(); ++r)
    indices.push_back(loops[map.getDimPosition(r)]);
  return indices;
}

SmallVector<Value> ContractionBuilder::outputLoops(Value row, Value col) {
  SmallVector<Value> loops(linalg::LinalgOp(p.op).getNumLoops());
  if (p.batchLoop >= 0)
    loops[p.batchLoop] = batchIndex;
  loops[p.mLoop] = row;
  loops[p.nLoop] = col;
  return loops;
}

/// Copies operand `operand` (0: A, 1: B)'s tile at K offset `kt` to the
/// workgroup buffer `tile` (K-major). The block's threads are viewed as CX
/// x CY, CX = min(T, extent of the operand's contiguous dimension) along
/// that dimension, so that a warp reads consecutive elements and stores
/// whole rows; thread (cx, cy) copies the elements (cx + j CX, cy + i CY).
void ContractionBuilder::stageTile(unsigned operand, Value kt, Value tile) {
  int64_t rowsOfTile = operand == 0 ? t.bm : t.bn;
  int rowLoop = operand == 0 ? p.mLoop : p.nLoop;
  Value base = operand == 0 ? m0 : n0;
  bool kFastest = p.contiguousLoop[operand] == p.kLoop;
  int64_t inner = kFastest ? t.bk : rowsOfTile;
  int64_t outer = kFastest ? rowsOfTile : t.bk;
  int64_t threads = t.threads(), bx = t.block()[0];
  int64_t cxN = std::min(threads, inner), cyN = threads / cxN;
  // The thread's coordinates in the copy's layout, without a division of
  // the linear thread id where the sizes allow.
  Value cx, cy;
  if (bx % cxN == 0) {
    cx = cxN == bx ? tx : arith::RemUIOp::create(b, loc, tx, cst(cxN));
    cy = cxN == bx ? ty
                   : add(mul(ty, bx / cxN),
                         arith::DivUIOp::create(b, loc, tx, cst(cxN)));
  } else if (cxN % bx == 0 && threads % cxN == 0) {
    Value r = arith::RemUIOp::create(b, loc, ty, cst(cxN / bx));
    cx = add(mul(r, bx), tx);
    cy = arith::DivUIOp::create(b, loc, ty, cst(cxN / bx));
  } else {
    cx = arith::RemUIOp::create(b, loc, tid, cst(cxN));
    cy = arith::DivUIOp::create(b, loc, tid, cst(cxN));
    cyN = (threads + cxN - 1) / cxN;
  }
  int64_t innerSteps = (inner + cxN - 1) / cxN;
  int64_t outerSteps = (outer + cyN - 1) / cyN;
  bool guard = inner % cxN != 0 || outer % cyN != 0 || threads % cxN != 0;
  auto copyAt = [&](Value i, Value j) {
    Value in = j ? add(cx, mul(j, cxN)) : cx;
    Value out = i ? add(cy, mul(i, cyN)) : cy;
    std::optional<OpBuilder::InsertionGuard> g;
    if (guard) {
      Value ok = arith::AndIOp::create(
          b, loc,
          arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, in,
                                cst(inner)),
          arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, out,
                                cst(outer)));
      auto ifOp = scf::IfOp::create(b, loc, ok, /*withElseRegion=*/false);
      g.emplace(b);
      b.setInsertionPointToStart(ifOp.thenBlock());
    }
    Value row = kFastest ? out : in, kk = kFastest ? in : out;
    SmallVector<Value> loops = outputLoops(nullptr, nullptr);
    loops[rowLoop] = add(base, row);
    loops[p.kLoop] = add(kt, kk);
    auto loadIt = [&] {
      return memref::LoadOp::create(b, loc, operands[operand],
                                    indicesOf(operand, loops))
          .getResult();
    };
    // Past the shape (a tile that does not divide it): a zero.
    int64_t extent = operand == 0 ? p.m : p.n;
    Value inShape;
    if (extent % rowsOfTile)
      inShape = less(loops[rowLoop], extent);
    if (p.k % t.bk) {
      Value k = less(loops[p.kLoop], p.k);
      inShape = inShape ? arith::AndIOp::create(b, loc, inShape, k) : k;
    }
    Value v = inShape ? loadOrZero(inShape, operand, loadIt) : loadIt();
    // The tensor cores read A's tile M-major (its "AOp" fragments are rows
    // of K); every other tile is stored K-major.
    if (t.mma && operand == 0)
      memref::StoreOp::create(b, loc, v, tile, ValueRange{row, kk});
    else
      memref::StoreOp::create(b, loc, v, tile, ValueRange{kk, row});
  };
  // A loop per dimension with more than one step.
  auto loopOver = [&](int64_t steps, function_ref<void(Value)> body) {
    if (steps == 1)
      return body(nullptr);
    forLoop(b, loc, cst(0), cst(steps), cst(1), ValueRange{},
            [&](Value iv, ValueRange) {
              body(iv);
              return SmallVector<Value>();
            });
  };
  loopOver(outerSteps, [&](Value i) {
    loopOver(innerSteps, [&](Value j) { copyAt(i, j); });
  });
}

Value ContractionBuilder::applyBody(Value a, Value bv, Value acc) {
  Block &body = p.op->getRegion(0).front();
  IRMapping map;
  map.map(body.getArgument(0), a);
  map.map(body.getArgument(1), bv);
  map.map(body.getArgument(2), acc);
  for (Operation &op : body.without_terminator())
    b.clone(op, map);
  return map.lookupOrDefault(body.getTerminator()->getOperand(0));
}

/// One K tile's products: BK steps, each TM + TN workgroup loads and
/// TM x TN bodies.
SmallVector<Value> ContractionBuilder::computeTile(ValueRange accs) {
  Value as = launch.getWorkgroupAttributions()[0];
  Value bs = launch.getWorkgroupAttributions()[1];
  auto loop = forLoop(
      b, loc, cst(0), cst(t.bk), cst(1), accs, [&](Value kk, ValueRange iters) {
        SmallVector<Value> av, bv, next;
        for (int64_t i = 0; i < t.tm; ++i)
          av.push_back(memref::LoadOp::create(
              b, loc, as, ValueRange{kk, add(ty, cst(i * (t.bm / t.tm)))}));
        for (int64_t j = 0; j < t.tn; ++j)
          bv.push_back(memref::LoadOp::create(
              b, loc, bs, ValueRange{kk, add(tx, cst(j * (t.bn / t.tn)))}));
        for (int64_t i = 0; i < t.tm; ++i)
          for (int64_t j = 0; j < t.tn; ++j)
            next.push_back(applyBody(av[i], bv[j], iters[i * t.tn + j]));
        return next;
      });
  return SmallVector<Value>(loop.getResults());
}

SmallVector<Value> ContractionBuilder::fragmentIndices(Value warpRow,
                                                       Value warpCol, int64_t i,
                                                       int64_t j) {
  return indicesOf(
      2, outputLoops(add(warpRow, cst(16 * i)), add(warpCol, cst(16 * j))));
}

/// One K tile on the tensor cores: BK / 16 steps, each WM/16 + WN/16
/// fragment loads from workgroup memory and one mma per accumulator.
SmallVector<Value> ContractionBuilder::computeMmaTile(ValueRange accs,
                                                      Value warpRow,
                                                      Value warpCol) {
  Value as = launch.getWorkgroupAttributions()[0];
  Value bs = launch.getWorkgroupAttributions()[1];
  auto fragA = gpu::MMAMatrixType::get({16, 16}, p.aType, "AOp");
  auto fragB = gpu::MMAMatrixType::get({16, 16}, p.bType, "BOp");
  int64_t fm = t.wm / 16, fn = t.wn / 16;
  auto loop = forLoop(
      b, loc, cst(0), cst(t.bk), cst(16), accs,
      [&](Value kk, ValueRange iters) {
        SmallVector<Value> av, bv, next;
        for (int64_t i = 0; i < fm; ++i)
          av.push_back(gpu::SubgroupMmaLoadMatrixOp::create(
              b, loc, fragA, as, ValueRange{add(warpRow, cst(16 * i)), kk},
              b.getIndexAttr(t.bk + t.pad), UnitAttr()));
        for (int64_t j = 0; j < fn; ++j)
          bv.push_back(gpu::SubgroupMmaLoadMatrixOp::create(
              b, loc, fragB, bs, ValueRange{kk, add(warpCol, cst(16 * j))},
              b.getIndexAttr(t.bn + t.pad), UnitAttr()));
        for (int64_t i = 0; i < fm; ++i)
          for (int64_t j = 0; j < fn; ++j)
            next.push_back(gpu::SubgroupMmaComputeOp::create(
                b, loc, av[i], bv[j], iters[i * fn + j], UnitAttr(),
                UnitAttr()));
        return next;
      });
  return SmallVector<Value>(loop.getResults());
}

void ContractionBuilder::buildMma() {
  gpu::KernelDim3 tids = launch.getThreadIds(), bids = launch.getBlockIds();
  tx = tids.x;
  ty = tids.y;
  tid = add(mul(ty, t.block()[0]), tx);
  m0 = mul(bids.y, t.bm);
  n0 = mul(bids.x, t.bn);
  batchIndex = bids.z;
  // The warp's tile of C, in the tile of the block and in C.
  Value warpX = arith::DivUIOp::create(b, loc, tx, cst(32));
  Value tileRow = mul(ty, t.wm), tileCol = mul(warpX, t.wn);
  Value warpRow = add(m0, tileRow), warpCol = add(n0, tileCol);
  int64_t lead = p.n; // C is row-major (checked by whyNotFeasible).
  auto fragC = gpu::MMAMatrixType::get({16, 16}, p.cType, "COp");
  int64_t fm = t.wm / 16, fn = t.wn / 16;
  SmallVector<Value> accs;
  for (int64_t i = 0; i < fm; ++i)
    for (int64_t j = 0; j < fn; ++j)
      accs.push_back(gpu::SubgroupMmaLoadMatrixOp::create(
          b, loc, fragC, operands[2], fragmentIndices(warpRow, warpCol, i, j),
          b.getIndexAttr(lead), UnitAttr()));
  auto kLoop = forLoop(b, loc, cst(0), cst(p.k), cst(t.bk), accs,
                       [&](Value kt, ValueRange iters) {
                         stageTile(0, kt, launch.getWorkgroupAttributions()[0]);
                         stageTile(1, kt, launch.getWorkgroupAttributions()[1]);
                         gpu::BarrierOp::create(b, loc);
                         SmallVector<Value> next =
                             computeMmaTile(iters, tileRow, tileCol);
                         gpu::BarrierOp::create(b, loc);
                         return next;
                       });
  for (int64_t i = 0; i < fm; ++i)
    for (int64_t j = 0; j < fn; ++j)
      gpu::SubgroupMmaStoreMatrixOp::create(
          b, loc, kLoop.getResult(i * fn + j), operands[2],
          fragmentIndices(warpRow, warpCol, i, j), b.getIndexAttr(lead),
          UnitAttr());
  gpu::TerminatorOp::create(b, loc);
}

void ContractionBuilder::build() {
  if (t.mma)
    return buildMma();
  gpu::KernelDim3 tids = launch.getThreadIds(), bids = launch.getBlockIds();
  tx = tids.x;
  ty = tids.y;
  tid = add(mul(ty, t.bn / t.tn), tx);
  m0 = mul(bids.y, t.bm);
  n0 = mul(bids.x, t.bn);
  batchIndex = bids.z;
  for (int64_t i = 0; i < t.tm; ++i)
    rows.push_back(add(m0, add(ty, cst(i * (t.bm / t.tm)))));
  for (int64_t j = 0; j < t.tn; ++j)
    cols.push_back(add(n0, add(tx, cst(j * (t.bn / t.tn)))));
  // The accumulators start from C: the body folds over K from the init.
  SmallVector<Value> accs;
  for (Value row : rows)
    for (Value col : cols) {
      auto loadIt = [&] {
        return memref::LoadOp::create(b, loc, operands[2],
                                      indicesOf(2, outputLoops(row, col)))
            .getResult();
      };
      Value in = outputInShape(row, col);
      accs.push_back(in ? loadOrZero(in, 2, loadIt) : loadIt());
    }
  int64_t kEnd = (p.k + t.bk - 1) / t.bk * t.bk;
  auto kLoop = forLoop(b, loc, cst(0), cst(kEnd), cst(t.bk), accs,
                       [&](Value kt, ValueRange iters) {
                         stageTile(0, kt, launch.getWorkgroupAttributions()[0]);
                         stageTile(1, kt, launch.getWorkgroupAttributions()[1]);
                         gpu::BarrierOp::create(b, loc);
                         SmallVector<Value> next = computeTile(iters);
                         gpu::BarrierOp::create(b, loc);
                         return next;
                       });
  for (auto [i, row] : llvm::enumerate(rows))
    for (auto [j, col] : llvm::enumerate(cols)) {
      Value in = outputInShape(row, col);
      std::optional<OpBuilder::InsertionGuard> g;
      if (in) {
        auto ifOp = scf::IfOp::create(b, loc, in, /*withElseRegion=*/false);
        g.emplace(b);
        b.setInsertionPointToStart(ifOp.thenBlock());
      }
      memref::StoreOp::create(b, loc, kLoop.getResult(i * t.tn + j),
                              operands[2], indicesOf(2, outputLoops(row, col)));
    }
  gpu::TerminatorOp::create(b, loc);
}

gpu::LaunchOp mlir::warp::buildContractionLaunch(OpBuilder &b, Location loc,
                                                 const ContractionProblem &p,
                                                 const ContractionTile &tile,
                                                 Value a, Value bOperand,
                                                 Value c) {
  MLIRContext *ctx = b.getContext();
  Attribute wg = gpu::AddressSpaceAttr::get(ctx, gpu::AddressSpace::Workgroup);
  SmallVector<int64_t, 2> aShape{tile.bk, tile.bm + tile.pad};
  if (tile.mma)
    aShape = {tile.bm, tile.bk + tile.pad};
  auto aTile =
      MemRefType::get(aShape, p.aType, MemRefLayoutAttrInterface(), wg);
  auto bTile = MemRefType::get({tile.bk, tile.bn + tile.pad}, p.bType,
                               MemRefLayoutAttrInterface(), wg);
  std::array<int64_t, 3> grid = tile.grid(p), block = tile.block();
  auto cst = [&](int64_t v) {
    return arith::ConstantIndexOp::create(b, loc, v).getResult();
  };
  Value g[3] = {cst(grid[0]), cst(grid[1]), cst(grid[2])};
  Value t[3] = {cst(block[0]), cst(block[1]), cst(block[2])};
  auto launch = gpu::LaunchOp::create(
      b, loc, g[0], g[1], g[2], t[0], t[1], t[2],
      /*dynamicSharedMemorySize=*/nullptr, /*asyncTokenType=*/nullptr,
      /*asyncDependencies=*/ValueRange{}, TypeRange{aTile, bTile});
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(&launch.getBody().front());
  ContractionBuilder(b, loc, p, tile, launch, {a, bOperand, c}).build();
  return launch;
}
