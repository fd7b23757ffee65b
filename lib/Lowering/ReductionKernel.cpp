//===- ReductionKernel.cpp - A gpu.launch for a linalg reduction ----------===//
//
// See ReductionKernel.h.
//
//===----------------------------------------------------------------------===//

#include "Warp/Lowering/ReductionKernel.h"

#include "Lowering/LoopBuilder.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/IRMapping.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using namespace mlir::warp;

/// The body's cast of the element to the accumulator's type, if the body is
/// such a cast followed by the combiner.
static Operation *widenOp(Block &body) {
  auto ops = body.without_terminator();
  if (std::distance(ops.begin(), ops.end()) != 2)
    return nullptr;
  Operation &cast = body.front();
  if (!isa<arith::ExtFOp, arith::ExtSIOp, arith::ExtUIOp>(cast) ||
      cast.getOperand(0) != body.getArgument(0))
    return nullptr;
  return &cast;
}

/// The body's combiner: its only op, or the op after the widening cast.
static Operation *combinerOp(Block &body) {
  return widenOp(body) ? body.getTerminator()->getPrevNode() : &body.front();
}

std::string ReductionProblem::describe() const {
  std::string s;
  llvm::raw_string_ostream os(s);
  Operation *combiner = combinerOp(op->getRegion(0).front());
  os << op->getName() << " of " << outputs << " "
     << (rowwise ? "rows" : "columns") << " of " << length << " " << type
     << " (" << (reassociable ? combiner->getName().getStringRef() : "a body")
     << ")";
  return s;
}

/// The body is one op of the two block arguments that may be reassociated,
/// or a widening cast of the element and then such an op.
static bool isReassociable(Block &body, Type accType) {
  Operation *cast = widenOp(body);
  if (!cast && !llvm::hasSingleElement(body.without_terminator()))
    return false;
  Operation &op = *combinerOp(body);
  if (!isa<arith::AddFOp, arith::AddIOp, arith::MulFOp, arith::MulIOp,
           arith::MaximumFOp, arith::MinimumFOp, arith::MaxNumFOp,
           arith::MinNumFOp, arith::MaxSIOp, arith::MinSIOp, arith::MaxUIOp,
           arith::MinUIOp, arith::AndIOp, arith::OrIOp, arith::XOrIOp>(op))
    return false;
  Value element = cast ? Value(cast->getResult(0)) : body.getArgument(0);
  bool args =
      op.getNumOperands() == 2 && ((op.getOperand(0) == element &&
                                    op.getOperand(1) == body.getArgument(1)) ||
                                   (op.getOperand(0) == body.getArgument(1) &&
                                    op.getOperand(1) == element));
  // gpu.shuffle moves 32- and 64-bit values.
  unsigned width = accType.getIntOrFloatBitWidth();
  return args && body.getTerminator()->getOperand(0) == op.getResult(0) &&
         (width == 32 || width == 64);
}

/// The atomic kind of a reassociable body's op, if it has one.
static std::optional<arith::AtomicRMWKind> atomicKindOf(Block &body) {
  Operation &op = *combinerOp(body);
  return llvm::TypeSwitch<Operation *, std::optional<arith::AtomicRMWKind>>(&op)
      .Case([](arith::AddFOp) { return arith::AtomicRMWKind::addf; })
      .Case([](arith::AddIOp) { return arith::AtomicRMWKind::addi; })
      .Case([](arith::MulFOp) { return arith::AtomicRMWKind::mulf; })
      .Case([](arith::MaximumFOp) { return arith::AtomicRMWKind::maximumf; })
      .Case([](arith::MinimumFOp) { return arith::AtomicRMWKind::minimumf; })
      .Case([](arith::MaxNumFOp) { return arith::AtomicRMWKind::maxnumf; })
      .Case([](arith::MinNumFOp) { return arith::AtomicRMWKind::minnumf; })
      .Case([](arith::MaxSIOp) { return arith::AtomicRMWKind::maxs; })
      .Case([](arith::MinSIOp) { return arith::AtomicRMWKind::mins; })
      .Case([](arith::MaxUIOp) { return arith::AtomicRMWKind::maxu; })
      .Case([](arith::MinUIOp) { return arith::AtomicRMWKind::minu; })
      .Case([](arith::AndIOp) { return arith::AtomicRMWKind::andi; })
      .Case([](arith::OrIOp) { return arith::AtomicRMWKind::ori; })
      .Default([](Operation *) { return std::nullopt; });
}

FailureOr<ReductionProblem> mlir::warp::analyseReduction(linalg::LinalgOp op,
                                                         std::string &why) {
  auto reject = [&](const char *text) {
    why = text;
    return failure();
  };
  if (!op.hasPureBufferSemantics())
    return reject("it has tensor semantics; Warp tiles reductions on "
                  "buffers (run one-shot-bufferize first)");
  if (op.getNumDpsInputs() != 1 || op.getNumDpsInits() != 1 ||
      op.getNumLoops() != 2 || op.getNumReductionLoops() != 1)
    return reject("it is not one input reduced along one of two loops into "
                  "one init (collapse the other loops first)");
  if (op.hasDynamicShape())
    return reject("a loop bound is dynamic; strategies are chosen for "
                  "static shapes");
  SmallVector<AffineMap> maps = op.getIndexingMapsArray();
  if (!maps[0].isProjectedPermutation() || maps[0].getNumResults() != 2 ||
      !maps[1].isProjectedPermutation() || maps[1].getNumResults() != 1)
    return reject("its indexing maps are not a matrix read and a vector "
                  "written");
  ReductionProblem p;
  p.op = op;
  SmallVector<unsigned> red;
  op.getReductionDims(red);
  p.reducedLoop = red.front();
  p.parallelLoop = 1 - p.reducedLoop;
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  p.outputs = ranges[p.parallelLoop];
  p.length = ranges[p.reducedLoop];
  p.type = getElementTypeOrSelf(op->getOperand(0).getType());
  p.accType = getElementTypeOrSelf(op->getOperand(1).getType());
  Block &body = op->getRegion(0).front();
  if (!p.type.isIntOrFloat() || !p.accType.isIntOrFloat())
    return reject("its input or init elements are not scalars");
  if (p.accType != p.type && !widenOp(body))
    return reject("its input and init element types differ and its body "
                  "does not widen the element by one cast (arith.extf, "
                  "extsi or extui) before combining it");
  p.widen = p.accType != p.type ? widenOp(body) : nullptr;
  p.rowwise = maps[0].getDimPosition(1) == static_cast<unsigned>(p.reducedLoop);
  p.reassociable = isReassociable(body, p.accType);
  if (p.reassociable)
    p.atomicKind = atomicKindOf(op->getRegion(0).front());
  return p;
}

int64_t ReductionTile::sharedBytes(const ReductionProblem &p) const {
  if (threadsPerOutput <= 32)
    return 0;
  return outputsPerBlock * (threadsPerOutput / 32) *
         ((p.accType.getIntOrFloatBitWidth() + 7) / 8);
}

std::string ReductionTile::describe() const {
  std::string s =
      llvm::formatv("{0} thread{1} per output, {2} output{3} per block",
                    threadsPerOutput, threadsPerOutput == 1 ? "" : "s",
                    outputsPerBlock, outputsPerBlock == 1 ? "" : "s");
  if (blocksPerOutput > 1)
    s += llvm::formatv(", {0} blocks per output", blocksPerOutput).str();
  return s;
}

namespace {
class ReductionBuilder {
public:
  ReductionBuilder(OpBuilder &b, Location loc, const ReductionProblem &p,
                   const ReductionTile &t, gpu::LaunchOp launch, Value input,
                   Value init)
      : b(b), loc(loc), p(p), t(t), launch(launch), input(input), init(init) {}
  void build();

private:
  Value cst(int64_t v) {
    return arith::ConstantIndexOp::create(b, loc, v).getResult();
  }
  Value add(Value x, Value y) {
    return arith::AddIOp::create(b, loc, x, y).getResult();
  }
  Value mul(Value x, int64_t c) {
    return c == 1 ? x : arith::MulIOp::create(b, loc, x, cst(c)).getResult();
  }
  Value load(Value output, Value j) {
    SmallVector<Value> loops(2);
    loops[p.parallelLoop] = output;
    loops[p.reducedLoop] = j;
    AffineMap map = linalg::LinalgOp(p.op).getIndexingMapsArray()[0];
    return memref::LoadOp::create(
        b, loc, input,
        ValueRange{loops[map.getDimPosition(0)], loops[map.getDimPosition(1)]});
  }
  Value body(Value x, Value acc) {
    Block &blk = p.op->getRegion(0).front();
    IRMapping map;
    map.map(blk.getArgument(0), x);
    map.map(blk.getArgument(1), acc);
    for (Operation &op : blk.without_terminator())
      b.clone(op, map);
    return map.lookupOrDefault(blk.getTerminator()->getOperand(0));
  }
  /// Two accumulators combined by the body's combiner alone (the body
  /// itself unless it widens the element first).
  Value combine(Value x, Value acc) {
    if (!p.widen)
      return body(x, acc);
    Operation *op = combinerOp(p.op->getRegion(0).front());
    IRMapping map;
    map.map(p.widen->getResult(0), x);
    map.map(p.op->getRegion(0).front().getArgument(1), acc);
    return b.clone(*op, map)->getResult(0);
  }
  /// An element as an accumulator (the body's widening cast, if any).
  Value widened(Value x) {
    if (!p.widen)
      return x;
    IRMapping map;
    map.map(p.op->getRegion(0).front().getArgument(0), x);
    return b.clone(*p.widen, map)->getResult(0);
  }
  /// Folds the values of lanes that differ in the bits of `lanes` - 1.
  Value butterfly(Value v, int64_t lanes) {
    for (int64_t off = lanes / 2; off >= 1; off /= 2) {
      auto sh = gpu::ShuffleOp::create(b, loc, v, static_cast<int32_t>(off), 32,
                                       gpu::ShuffleMode::XOR);
      v = combine(sh.getShuffleResult(), v);
    }
    return v;
  }
  /// Runs `then` where `cond` holds.
  void where(Value cond, function_ref<void()> then) {
    auto ifOp = scf::IfOp::create(b, loc, cond, /*withElseRegion=*/false);
    OpBuilder::InsertionGuard g(b);
    b.setInsertionPointToStart(ifOp.thenBlock());
    then();
  }
  Value equals(Value x, int64_t c) {
    return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, x, cst(c));
  }
  void sequential(Value output);
  void parallel(Value output, Value r);

  OpBuilder &b;
  Location loc;
  const ReductionProblem &p;
  const ReductionTile &t;
  gpu::LaunchOp launch;
  Value input, init;
};
} // namespace

/// R = 1: the output's elements in order, from the init.
void ReductionBuilder::sequential(Value output) {
  Value acc0 = memref::LoadOp::create(b, loc, init, ValueRange{output});
  auto loop = forLoop(b, loc, cst(0), cst(p.length), cst(1), ValueRange{acc0},
                      [&](Value j, ValueRange it) {
                        return SmallVector<Value>{body(load(output, j), it[0])};
                      });
  memref::StoreOp::create(b, loc, loop.getResult(0), init, ValueRange{output});
}

/// R > 1: strided partials, a butterfly per warp, the warps' partials
/// through workgroup memory, the init folded in by thread 0.
void ReductionBuilder::parallel(Value output, Value r) {
  // With a split, block y's segment of the row: s L/S .. (s + 1) L/S - 1.
  int64_t segment = p.length / t.blocksPerOutput;
  int64_t steps = segment / t.threadsPerOutput;
  Value start =
      t.blocksPerOutput > 1 ? add(mul(launch.getBlockIds().y, segment), r) : r;
  Value first = widened(load(output, start));
  auto loop = forLoop(b, loc, cst(1), cst(steps), cst(1), ValueRange{first},
                      [&](Value i, ValueRange it) {
                        Value j = add(start, mul(i, t.threadsPerOutput));
                        return SmallVector<Value>{body(load(output, j), it[0])};
                      });
  Value partial = butterfly(loop.getResult(0), 32);
  auto finish = [&](Value total) {
    where(equals(r, 0), [&] {
      if (t.blocksPerOutput > 1) {
        memref::AtomicRMWOp::create(b, loc, *p.atomicKind, total, init,
                                    ValueRange{output});
        return;
      }
      Value in = memref::LoadOp::create(b, loc, init, ValueRange{output});
      memref::StoreOp::create(b, loc, combine(total, in), init,
                              ValueRange{output});
    });
  };
  if (t.threadsPerOutput == 32)
    return finish(partial);
  int64_t warps = t.threadsPerOutput / 32;
  Value shared = launch.getWorkgroupAttributions()[0];
  Value ty = launch.getThreadIds().y;
  Value lane = arith::RemUIOp::create(b, loc, r, cst(32));
  Value warp = arith::DivUIOp::create(b, loc, r, cst(32));
  where(equals(lane, 0), [&] {
    memref::StoreOp::create(b, loc, partial, shared, ValueRange{ty, warp});
  });
  gpu::BarrierOp::create(b, loc);
  where(equals(warp, 0), [&] {
    // Lanes at or past the number of warps read a partial again; the
    // butterfly over the first `warps` lanes never mixes them in.
    Value slot = arith::RemUIOp::create(b, loc, lane, cst(warps));
    Value v = memref::LoadOp::create(b, loc, shared, ValueRange{ty, slot});
    finish(butterfly(v, warps));
  });
}

void ReductionBuilder::build() {
  gpu::KernelDim3 tids = launch.getThreadIds(), bids = launch.getBlockIds();
  if (t.threadsPerOutput == 1) {
    sequential(add(mul(bids.x, t.outputsPerBlock), tids.x));
  } else {
    parallel(add(mul(bids.x, t.outputsPerBlock), tids.y), tids.x);
  }
  gpu::TerminatorOp::create(b, loc);
}

gpu::LaunchOp mlir::warp::buildReductionLaunch(OpBuilder &b, Location loc,
                                               const ReductionProblem &p,
                                               const ReductionTile &tile,
                                               Value input, Value init) {
  SmallVector<Type> workgroup;
  if (tile.threadsPerOutput > 32)
    workgroup.push_back(
        MemRefType::get({tile.outputsPerBlock, tile.threadsPerOutput / 32},
                        p.accType, MemRefLayoutAttrInterface(),
                        gpu::AddressSpaceAttr::get(
                            b.getContext(), gpu::AddressSpace::Workgroup)));
  auto cst = [&](int64_t v) {
    return arith::ConstantIndexOp::create(b, loc, v).getResult();
  };
  std::array<int64_t, 3> g = tile.grid(p), t = tile.block();
  auto launch = gpu::LaunchOp::create(
      b, loc, cst(g[0]), cst(g[1]), cst(g[2]), cst(t[0]), cst(t[1]), cst(t[2]),
      /*dynamicSharedMemorySize=*/nullptr,
      /*asyncTokenType=*/nullptr, ValueRange{}, workgroup);
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(&launch.getBody().front());
  ReductionBuilder(b, loc, p, tile, launch, input, init).build();
  return launch;
}
