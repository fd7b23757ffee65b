//===- ContractionKernel.cpp - A tiled gpu.launch for a contraction -------===//
//
// See ContractionKernel.h.
//
//===----------------------------------------------------------------------===//

#include "Warp/Lowering/ContractionKernel.h"

#include "Lowering/LoopBuilder.h"

#include "mlir/Dialect/Affine/Utils.h"
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
    return "the init's indexing map is not a projected permutation, or an "
           "input is indexed by more than a sum of loops times constants";
  case ContractionReject::Convolution:
    return "it is a convolution without an output-channel loop (depthwise), "
           "which is no GEMM; lower it with "
           "--convert-linalg-to-parallel-loops";
  case ContractionReject::NotContraction:
    return "its body is not a multiply-accumulate over reduction loops "
           "with M and N loops (every loop of the init indexes one or both "
           "inputs, every reduction loop both)";
  case ContractionReject::SeveralDims:
    return "it has more than one batch loop; collapse them first (linalg "
           "collapse-dimensions)";
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
     << "M x N x K";
  auto loopsOf = [&](char name, ArrayRef<int> loops) {
    if (loops.size() < 2)
      return;
    os << "; " << name << " = ";
    llvm::interleave(
        loops, os, [&](int l) { os << loopSizes[l]; }, "x");
  };
  loopsOf('M', mLoops);
  loopsOf('N', nLoops);
  loopsOf('K', kLoops);
  os << ") " << aType << " x " << bType << " -> " << cType;
  return s;
}

std::optional<SmallVector<int64_t>>
ContractionProblem::perLoopTile(int64_t tile, ArrayRef<int> group) const {
  if (group.size() == 1)
    return SmallVector<int64_t>{tile};
  SmallVector<int64_t> out(group.size(), 1);
  for (int j = static_cast<int>(group.size()) - 1; j >= 0 && tile > 1; --j) {
    int64_t size = loopSizes[group[j]];
    if (tile >= size && tile % size == 0) {
      out[j] = size;
      tile /= size;
    } else if (tile < size && size % tile == 0) {
      out[j] = tile;
      tile = 1;
    } else {
      return std::nullopt;
    }
  }
  if (tile != 1)
    return std::nullopt;
  return out;
}

bool ContractionProblem::isPlainGemm() const {
  if (mLoops.size() != 1 || nLoops.size() != 1 || kLoops.size() != 1)
    return false;
  return llvm::all_of(
      linalg::LinalgOp(op).getIndexingMapsArray(),
      [](AffineMap map) { return map.isProjectedPermutation(); });
}

bool ContractionProblem::tensorCoresApply() const {
  if (!aType.isF16() || !bType.isF16() || !(cType.isF32() || cType.isF16()))
    return false;
  auto type = dyn_cast<MemRefType>(op->getOperand(2).getType());
  if (!type || !type.getLayout().isIdentity() || nLoops.size() != 1)
    return false;
  // C's indices must be [batch,] M loops in order, the N loop.
  SmallVector<unsigned> want;
  if (batchLoop >= 0)
    want.push_back(batchLoop);
  want.append(mLoops.begin(), mLoops.end());
  want.push_back(nLoops.front());
  AffineMap c = linalg::LinalgOp(op).getIndexingMapsArray()[2];
  if (c.getNumResults() != want.size())
    return false;
  for (auto [r, loop] : llvm::enumerate(want))
    if (c.getDimPosition(r) != loop)
      return false;
  return true;
}

/// `e` is a sum of loops times constants plus a constant.
static bool isSumOfLoops(AffineExpr e) {
  if (isa<AffineDimExpr, AffineConstantExpr>(e))
    return true;
  auto bin = dyn_cast<AffineBinaryOpExpr>(e);
  if (!bin)
    return false;
  if (bin.getKind() == AffineExprKind::Add)
    return isSumOfLoops(bin.getLHS()) && isSumOfLoops(bin.getRHS());
  if (bin.getKind() == AffineExprKind::Mul)
    return (isa<AffineConstantExpr>(bin.getRHS()) &&
            isSumOfLoops(bin.getLHS())) ||
           (isa<AffineConstantExpr>(bin.getLHS()) &&
            isSumOfLoops(bin.getRHS()));
  return false;
}

/// A multiply and an add of the same kind (what upstream's
/// isaContractionOpInterface accepts for float and integer bodies).
static bool isMulAdd(Operation *mul, Operation *add) {
  return (isa<arith::MulFOp>(mul) && isa<arith::AddFOp>(add)) ||
         (isa<arith::MulIOp>(mul) && isa<arith::AddIOp>(add));
}

/// Sorts the op's loops into M, N, K and batch by the operands they index:
/// a loop of the init is batch if both inputs use it, M if only A does, N
/// if only B does; a reduction loop must index both inputs.
static LogicalResult classifyLoops(ContractionProblem &p,
                                   ArrayRef<AffineMap> maps,
                                   ContractionReject &why) {
  auto uses = [](AffineMap map, unsigned d) {
    return llvm::any_of(map.getResults(),
                        [&](AffineExpr e) { return e.isFunctionOfDim(d); });
  };
  SmallVector<int> batch;
  for (unsigned d = 0; d < maps[0].getNumDims(); ++d) {
    bool inA = uses(maps[0], d), inB = uses(maps[1], d), inC = uses(maps[2], d);
    if (inC && inA && inB)
      batch.push_back(d);
    else if (inC && inA)
      p.mLoops.push_back(d);
    else if (inC && inB)
      p.nLoops.push_back(d);
    else if (!inC && inA && inB)
      p.kLoops.push_back(d);
    else
      return why = ContractionReject::NotContraction, failure();
  }
  if (batch.size() > 1)
    return why = ContractionReject::SeveralDims, failure();
  if (p.nLoops.empty() && linalg::isaConvolutionOpInterface(p.op))
    return why = ContractionReject::Convolution, failure();
  if (p.mLoops.empty() || p.nLoops.empty() || p.kLoops.empty())
    return why = ContractionReject::NotContraction, failure();
  if (!batch.empty())
    p.batchLoop = batch.front();
  return success();
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
  if (op.hasDynamicShape())
    return reject(ContractionReject::DynamicShape);
  SmallVector<AffineMap> maps = op.getIndexingMapsArray();
  if (!maps[2].isProjectedPermutation() || maps[2].getNumResults() == 0)
    return reject(ContractionReject::NotProjected);
  for (unsigned i = 0; i < 2; ++i)
    if (maps[i].getNumResults() == 0 ||
        !llvm::all_of(maps[i].getResults(), isSumOfLoops))
      return reject(ContractionReject::NotProjected);
  if (!linalg::detail::isContractionBody(*op.getBlock(), isMulAdd))
    return reject(ContractionReject::NotContraction);

  ContractionProblem p;
  p.op = op;
  if (failed(classifyLoops(p, maps, why)))
    return failure();
  p.loopSizes = op.getStaticLoopRanges();
  auto product = [&](ArrayRef<int> loops) {
    int64_t n = 1;
    for (int l : loops)
      n *= p.loopSizes[l];
    return n;
  };
  p.m = product(p.mLoops);
  p.n = product(p.nLoops);
  p.k = product(p.kLoops);
  p.kInner = p.loopSizes[p.kLoops.back()];
  if (p.batchLoop >= 0)
    p.batch = p.loopSizes[p.batchLoop];
  auto elem = [&](unsigned i) {
    return getElementTypeOrSelf(op->getOperand(i).getType());
  };
  p.aType = elem(0);
  p.bType = elem(1);
  p.cType = elem(2);
  // The body's last op before the yield is the add (isContractionBody).
  Operation *add =
      op.getBlock()->getTerminator()->getOperand(0).getDefiningOp();
  if (isa_and_nonnull<arith::AddFOp>(add))
    p.atomicAdd = arith::AtomicRMWKind::addf;
  else if (isa_and_nonnull<arith::AddIOp>(add))
    p.atomicAdd = arith::AtomicRMWKind::addi;
  for (unsigned i = 0; i < 2; ++i) {
    AffineExpr inner = maps[i].getResults().back();
    auto dim = dyn_cast<AffineDimExpr>(inner);
    p.kContiguous[i] =
        dim && static_cast<int>(dim.getPosition()) == p.kLoops.back();
  }
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
  std::string split = splitK > 1 ? ", split-K " + std::to_string(splitK) : "";
  return llvm::formatv("{0}x{1}x{2}, thread {3}x{4}, pad {5}{6}", bm, bn, bk,
                       tm, tn, pad, split);
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
  /// The output (row, col) (linear M and N indices) lies in C.
  Value outputInShape(Value row, Value col) {
    Value r = p.m % t.bm ? less(row, p.m) : Value();
    Value c = p.n % t.bn ? less(col, p.n) : Value();
    if (r && c)
      return arith::AndIOp::create(b, loc, r, c);
    return r ? r : c;
  }
  /// The indices of operand `i` at the loop values `loops` (by loop).
  SmallVector<Value> indicesOf(unsigned i, ArrayRef<Value> loops);
  /// Sets the values of `group`'s loops in `loops` to the digits of the
  /// linear index `linear` (mixed radix, the last loop fastest).
  void setDigits(Value linear, ArrayRef<int> group,
                 SmallVectorImpl<Value> &loops);
  /// The loop values of an output: batch, linear row m, linear column n
  /// (either may be null), and the outer K loops' current values.
  SmallVector<Value> outputLoops(Value row, Value col);
  /// Runs `inner` (one walk over the innermost K loop's tiles) inside a
  /// loop over each outer K loop, carrying the accumulators.
  SmallVector<Value>
  overOuterK(ValueRange accs, unsigned level,
             function_ref<SmallVector<Value>(ValueRange)> inner);
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
  /// The current value of each outer K loop, by loop position.
  DenseMap<int, Value> outerK;
  /// The copies being built are of the last, partial K tile: elements past
  /// the innermost K loop's extent are zeros.
  bool guardK = false;
};
} // namespace

SmallVector<Value> ContractionBuilder::indicesOf(unsigned i,
                                                 ArrayRef<Value> loops) {
  AffineMap map = linalg::LinalgOp(p.op).getIndexingMapsArray()[i];
  SmallVector<Value> indices;
  for (AffineExpr e : map.getResults())
    indices.push_back(affine::expandAffineExpr(b, loc, e, loops, {}));
  return indices;
}

void ContractionBuilder::setDigits(Value linear, ArrayRef<int> group,
                                   SmallVectorImpl<Value> &loops) {
  if (group.size() == 1) {
    loops[group.front()] = linear;
    return;
  }
  // The digits are divisions by constants. On `index` (64 bits) each
  // becomes a 64-bit multiply-high that ptxas expands into about ten
  // IMADs, which nothing can narrow once it sits in a loop over a 64-bit
  // induction: the input copy of an implicit-GEMM convolution (three
  // divisions and two remainders an element) then issued about 40
  // instructions an element (bench/contractions/sass/
  // conv_n16_..._64x128x64_w32x32_p8.sass; Nsight Compute: 23.9 M
  // instructions against 8.1 M for the 64x128x32 tile, whose copy ptxas
  // hoisted out of the K loop). When the group's linear extent (plus a
  // tile past it) fits 31 bits, the digits are computed in i32, where a
  // division by a constant is one multiply-high and a shift.
  int64_t extent = 1;
  for (int j : group)
    extent *= p.loopSizes[j];
  bool narrow = extent + std::max(t.bm, t.bn) < (int64_t(1) << 31);
  Type i32 = b.getI32Type();
  auto digitCst = [&](int64_t v) -> Value {
    return narrow ? arith::ConstantIntOp::create(b, loc, i32, v).getResult()
                  : cst(v);
  };
  Value lin =
      narrow ? arith::IndexCastUIOp::create(b, loc, i32, linear).getResult()
             : linear;
  int64_t stride = 1;
  for (int j = static_cast<int>(group.size()) - 1; j >= 0; --j) {
    int64_t size = p.loopSizes[group[j]];
    Value digit;
    if (size == 1)
      digit = cst(0);
    else {
      digit = stride == 1
                  ? lin
                  : arith::DivUIOp::create(b, loc, lin, digitCst(stride))
                        .getResult();
      if (j > 0)
        digit = arith::RemUIOp::create(b, loc, digit, digitCst(size));
      if (narrow)
        digit = arith::IndexCastUIOp::create(b, loc, b.getIndexType(), digit);
    }
    loops[group[j]] = digit;
    stride *= size;
  }
}

SmallVector<Value> ContractionBuilder::outputLoops(Value row, Value col) {
  SmallVector<Value> loops(linalg::LinalgOp(p.op).getNumLoops());
  if (p.batchLoop >= 0)
    loops[p.batchLoop] = batchIndex;
  if (row)
    setDigits(row, p.mLoops, loops);
  if (col)
    setDigits(col, p.nLoops, loops);
  for (auto [loop, value] : outerK)
    loops[loop] = value;
  return loops;
}

SmallVector<Value> ContractionBuilder::overOuterK(
    ValueRange accs, unsigned level,
    function_ref<SmallVector<Value>(ValueRange)> inner) {
  if (level + 1 >= p.kLoops.size())
    return inner(accs);
  int loop = p.kLoops[level];
  auto f = forLoop(b, loc, cst(0), cst(p.loopSizes[loop]), cst(1), accs,
                   [&](Value iv, ValueRange iters) {
                     outerK[loop] = iv;
                     return overOuterK(iters, level + 1, inner);
                   });
  return SmallVector<Value>(f.getResults());
}

/// Copies operand `operand` (0: A, 1: B)'s tile at K offset `kt` to the
/// workgroup buffer `tile` (K-major). The block's threads are viewed as CX
/// x CY, CX = min(T, extent of the operand's contiguous dimension) along
/// that dimension, so that a warp reads consecutive elements and stores
/// whole rows; thread (cx, cy) copies the elements (cx + j CX, cy + i CY).
void ContractionBuilder::stageTile(unsigned operand, Value kt, Value tile) {
  int64_t rowsOfTile = operand == 0 ? t.bm : t.bn;
  Value base = operand == 0 ? m0 : n0;
  bool kFastest = p.kContiguous[operand];
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
    Value linearRow = add(base, row), kValue = add(kt, kk);
    SmallVector<Value> loops = outputLoops(operand == 0 ? linearRow : nullptr,
                                           operand == 0 ? nullptr : linearRow);
    loops[p.kLoops.back()] = kValue;
    auto loadIt = [&] {
      return memref::LoadOp::create(b, loc, operands[operand],
                                    indicesOf(operand, loops))
          .getResult();
    };
    // Past the shape (a tile that does not divide it): a zero.
    int64_t extent = operand == 0 ? p.m : p.n;
    Value inShape;
    if (extent % rowsOfTile)
      inShape = less(linearRow, extent);
    if (guardK) {
      Value k = less(kValue, p.kInner);
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
  // The body's float ops may be contracted: the multiply and the add of a
  // multiply-accumulate become one FMA, as nvcc's default -fmad=true makes
  // them. Without the flag the NVPTX backend emits mul.rn and add.rn, which
  // ptxas may not fuse: two instructions a multiply-add, 11-39 % slower
  // on the SIMT tilings measured (bench/contractions/results/h100/
  // fma-contract-2026-11-27/).
  for (Operation &op : body.without_terminator()) {
    Operation *clone = b.clone(op, map);
    if (auto fm = dyn_cast<arith::ArithFastMathInterface>(clone)) {
      arith::FastMathFlagsAttr had = fm.getFastMathFlagsAttr();
      arith::FastMathFlags flags =
          had ? had.getValue() : arith::FastMathFlags::none;
      clone->setAttr(
          fm.getFastMathAttrName(),
          arith::FastMathFlagsAttr::get(
              b.getContext(), flags | arith::FastMathFlags::contract));
    }
  }
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
  SmallVector<Value> sums = overOuterK(accs, 0, [&](ValueRange outer) {
    auto kLoop =
        forLoop(b, loc, cst(0), cst(p.kInner), cst(t.bk), outer,
                [&](Value kt, ValueRange iters) {
                  stageTile(0, kt, launch.getWorkgroupAttributions()[0]);
                  stageTile(1, kt, launch.getWorkgroupAttributions()[1]);
                  gpu::BarrierOp::create(b, loc);
                  SmallVector<Value> next =
                      computeMmaTile(iters, tileRow, tileCol);
                  gpu::BarrierOp::create(b, loc);
                  return next;
                });
    return SmallVector<Value>(kLoop.getResults());
  });
  outerK.clear();
  for (int64_t i = 0; i < fm; ++i)
    for (int64_t j = 0; j < fn; ++j)
      gpu::SubgroupMmaStoreMatrixOp::create(
          b, loc, sums[i * fn + j], operands[2],
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
  // With split-K each split folds from zero and adds into C at the end.
  SmallVector<Value> accs;
  for (Value row : rows)
    for (Value col : cols) {
      if (t.splitK > 1) {
        accs.push_back(
            arith::ConstantOp::create(b, loc, p.cType, b.getZeroAttr(p.cType)));
        continue;
      }
      auto loadIt = [&] {
        return memref::LoadOp::create(b, loc, operands[2],
                                      indicesOf(2, outputLoops(row, col)))
            .getResult();
      };
      Value in = outputInShape(row, col);
      accs.push_back(in ? loadOrZero(in, 2, loadIt) : loadIt());
    }
  // The whole K tiles in a loop whose iterations differ only by their
  // addresses (costed in steady state, docs/speed.md), then the partial
  // last tile, if any, with its copies guarded (CUTLASS's residue tile).
  int64_t kFull = p.kInner / t.bk * t.bk;
  // Split-K: split z folds [z * L, (z + 1) * L) of the innermost K loop,
  // L = kInner / S (whyNotFeasible: S * BK divides kInner, no residue).
  Value kBegin = cst(0), kEnd = cst(kFull);
  if (t.splitK > 1) {
    int64_t share = p.kInner / t.splitK;
    Value z = launch.getBlockIds().z;
    kBegin = mul(z, share);
    kEnd = add(kBegin, cst(share));
  }
  auto kTile = [&](Value kt, ValueRange iters) {
    stageTile(0, kt, launch.getWorkgroupAttributions()[0]);
    stageTile(1, kt, launch.getWorkgroupAttributions()[1]);
    gpu::BarrierOp::create(b, loc);
    SmallVector<Value> next = computeTile(iters);
    gpu::BarrierOp::create(b, loc);
    return next;
  };
  SmallVector<Value> sums = overOuterK(accs, 0, [&](ValueRange outer) {
    SmallVector<Value> acc(outer.begin(), outer.end());
    if (kFull > 0) {
      auto kLoop = forLoop(b, loc, kBegin, kEnd, cst(t.bk), outer, kTile);
      acc.assign(kLoop.getResults().begin(), kLoop.getResults().end());
    }
    if (kFull < p.kInner) {
      guardK = true;
      acc = kTile(cst(kFull), acc);
      guardK = false;
    }
    return acc;
  });
  outerK.clear();
  for (auto [i, row] : llvm::enumerate(rows))
    for (auto [j, col] : llvm::enumerate(cols)) {
      Value in = outputInShape(row, col);
      std::optional<OpBuilder::InsertionGuard> g;
      if (in) {
        auto ifOp = scf::IfOp::create(b, loc, in, /*withElseRegion=*/false);
        g.emplace(b);
        b.setInsertionPointToStart(ifOp.thenBlock());
      }
      SmallVector<Value> at = indicesOf(2, outputLoops(row, col));
      if (t.splitK > 1)
        memref::AtomicRMWOp::create(b, loc, *p.atomicAdd, sums[i * t.tn + j],
                                    operands[2], at);
      else
        memref::StoreOp::create(b, loc, sums[i * t.tn + j], operands[2], at);
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
