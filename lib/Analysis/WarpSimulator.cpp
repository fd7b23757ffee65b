//===- WarpSimulator.cpp - Lockstep evaluation of one warp
//------------------===//

#include "WarpSimulator.h"

#include "MemRefTypes.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/IntegerSet.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/ViewLikeInterface.h"

using namespace mlir;
using namespace mlir::warp;

namespace {
int64_t floorDiv(int64_t a, int64_t b) {
  int64_t q = a / b;
  return (a % b != 0 && ((a < 0) != (b < 0))) ? q - 1 : q;
}
int64_t ceilDiv(int64_t a, int64_t b) { return -floorDiv(-a, b); }
int64_t floorMod(int64_t a, int64_t b) { return a - floorDiv(a, b) * b; }

} // namespace

WarpSimulator::WarpSimulator(const LaunchContext &context,
                             InstructionLatencies latencies)
    : context(context), path(latencies) {}

WarpSimulator::LaneValue WarpSimulator::constant(int64_t c) {
  LaneValue r;
  r.v.fill(c);
  r.known = ~0u;
  return r;
}

WarpSimulator::LaneValue WarpSimulator::get(Value v) {
  auto it = env.find(v);
  if (it != env.end())
    return it->second;
  APInt c;
  if (matchPattern(v, m_ConstantInt(&c)))
    return env[v] = constant(c.getSExtValue());
  // Kernel arguments: constants from the launch site, else unknown.
  if (auto arg = dyn_cast<BlockArgument>(v)) {
    if (auto func = dyn_cast<gpu::GPUFuncOp>(context.kernel)) {
      if (arg.getOwner()->getParentOp() == func) {
        auto ci = context.constantArgs.find(arg.getArgNumber());
        if (ci != context.constantArgs.end())
          return env[v] = constant(ci->second);
      }
    }
    if (auto launch = dyn_cast<gpu::LaunchOp>(context.kernel)) {
      gpu::KernelDim3 g = launch.getGridSize(), s = launch.getBlockSize();
      Value gs[3] = {g.x, g.y, g.z}, bs[3] = {s.x, s.y, s.z};
      for (int i = 0; i < 3; ++i) {
        if (v == gs[i])
          return env[v] = constant(*context.grid[i]);
        if (v == bs[i])
          return env[v] = constant(*context.block[i]);
      }
    }
  }
  return LaneValue(); // unknown
}

WarpSimulator::LaneValue WarpSimulator::affine(AffineExpr e, ValueRange dims,
                                               ValueRange syms) {
  if (auto d = dyn_cast<AffineDimExpr>(e))
    return get(dims[d.getPosition()]);
  if (auto s = dyn_cast<AffineSymbolExpr>(e))
    return get(syms[s.getPosition()]);
  if (auto c = dyn_cast<AffineConstantExpr>(e))
    return constant(c.getValue());
  auto bin = cast<AffineBinaryOpExpr>(e);
  LaneValue a = affine(bin.getLHS(), dims, syms);
  LaneValue b = affine(bin.getRHS(), dims, syms);
  LaneValue r;
  r.known = a.known & b.known;
  for (int l = 0; l < kWarpSize; ++l) {
    if (!(r.known >> l & 1))
      continue;
    int64_t x = a.v[l], y = b.v[l];
    switch (bin.getKind()) {
    case AffineExprKind::Add:
      r.v[l] = x + y;
      break;
    case AffineExprKind::Mul:
      r.v[l] = x * y;
      break;
    case AffineExprKind::FloorDiv:
      r.v[l] = y ? floorDiv(x, y) : 0;
      break;
    case AffineExprKind::CeilDiv:
      r.v[l] = y ? ceilDiv(x, y) : 0;
      break;
    case AffineExprKind::Mod:
      r.v[l] = y ? floorMod(x, y) : 0;
      break;
    default:
      r.known &= ~(1u << l);
    }
  }
  return r;
}

WarpSimulator::LaneValue
WarpSimulator::reduce(AffineMap map, ValueRange operands, bool takeMin) {
  LaneValue acc;
  bool first = true;
  for (AffineExpr e : map.getResults()) {
    LaneValue r = affine(e, operands.take_front(map.getNumDims()),
                         operands.drop_front(map.getNumDims()));
    if (first) {
      acc = r;
      first = false;
      continue;
    }
    acc.known &= r.known;
    for (int l = 0; l < kWarpSize; ++l)
      acc.v[l] =
          takeMin ? std::min(acc.v[l], r.v[l]) : std::max(acc.v[l], r.v[l]);
  }
  return acc;
}

WarpSimulator::View WarpSimulator::viewOf(Value memref) {
  auto type = cast<MemRefType>(memref.getType());
  Operation *def = memref.getDefiningOp();
  auto fromType = [&]() {
    View view;
    view.root = memref;
    SmallVector<int64_t> strides;
    int64_t offset;
    if (failed(type.getStridesAndOffset(strides, offset)) ||
        ShapedType::isDynamic(offset) ||
        llvm::any_of(strides, ShapedType::isDynamic))
      return view;
    view.offset = constant(offset);
    view.strides.assign(strides.begin(), strides.end());
    view.ok = true;
    return view;
  };
  auto mixed = [&](OpFoldResult ofr) {
    if (auto attr = dyn_cast<Attribute>(ofr))
      return constant(cast<IntegerAttr>(attr).getInt());
    return get(cast<Value>(ofr));
  };
  if (!def)
    return fromType();
  if (auto c = dyn_cast<memref::CastOp>(def)) {
    View v = viewOf(c.getSource());
    return v;
  }
  if (auto sub = dyn_cast<memref::SubViewOp>(def)) {
    View src = viewOf(sub.getSource());
    if (!src.ok)
      return src;
    View v;
    v.root = src.root;
    v.offset = src.offset;
    llvm::SmallBitVector dropped = sub.getDroppedDims();
    auto offsets = sub.getMixedOffsets();
    auto steps = sub.getMixedStrides();
    for (unsigned i = 0; i < offsets.size(); ++i) {
      LaneValue off = mixed(offsets[i]);
      v.offset.known &= off.known;
      for (int l = 0; l < kWarpSize; ++l)
        v.offset.v[l] += off.v[l] * src.strides[i];
      if (dropped.test(i))
        continue;
      LaneValue st = mixed(steps[i]);
      if (st.known != ~0u)
        return View();
      v.strides.push_back(src.strides[i] * st.v[0]);
    }
    v.ok = true;
    return v;
  }
  if (auto rc = dyn_cast<memref::ReinterpretCastOp>(def)) {
    View v;
    v.root = viewOf(rc.getSource()).root;
    v.offset = mixed(rc.getMixedOffsets()[0]);
    for (OpFoldResult s : rc.getMixedStrides()) {
      LaneValue st = mixed(s);
      if (st.known != ~0u)
        return View();
      v.strides.push_back(st.v[0]);
    }
    v.ok = true;
    return v;
  }
  if (auto expand = dyn_cast<memref::ExpandShapeOp>(def)) {
    View src = viewOf(expand.getSrc());
    if (!src.ok)
      return src;
    View v;
    v.root = src.root;
    v.offset = src.offset;
    v.strides.assign(type.getRank(), 0);
    for (auto [srcDim, group] :
         llvm::enumerate(expand.getReassociationIndices())) {
      int64_t stride = src.strides[srcDim];
      for (int64_t k = group.size() - 1; k >= 0; --k) {
        v.strides[group[k]] = stride;
        int64_t sz = type.getDimSize(group[k]);
        if (ShapedType::isDynamic(sz) && k > 0)
          return View();
        if (!ShapedType::isDynamic(sz))
          stride *= sz;
      }
    }
    v.ok = true;
    return v;
  }
  if (auto collapse = dyn_cast<memref::CollapseShapeOp>(def)) {
    View src = viewOf(collapse.getSrc());
    if (!src.ok)
      return src;
    View v;
    v.root = src.root;
    v.offset = src.offset;
    for (auto group : collapse.getReassociationIndices())
      v.strides.push_back(src.strides[group.back()]);
    v.ok = true;
    return v;
  }
  if (auto view = dyn_cast<ViewLikeOpInterface>(def)) {
    View v = viewOf(view.getViewSource());
    v.ok = false; // A view Warp does not follow: the root is still known.
    return v;
  }
  return fromType();
}

void WarpSimulator::access(Operation *op, Value memref, ValueRange indices,
                           ArrayRef<int64_t> extents, AccessKind kind,
                           LaneMask mask, LaneMask maybe) {
  auto type = cast<MemRefType>(memref.getType());
  View view = viewOf(memref);
  WarpAccessEvent ev;
  ev.op = op;
  ev.kind = kind;
  ev.space = memorySpaceOf(type);
  ev.root = view.root;
  ev.elemBytes = elementBytes(type.getElementType());
  ev.active = mask;
  ev.maybeActive = (maybe & mask) != 0;
  if (!view.ok) {
    ev.unknown = mask;
    ev.bytesPerLane = ev.elemBytes;
    if (sink)
      sink(ev);
    return;
  }
  SmallVector<LaneValue, 2> idx;
  if (pendingIndices)
    idx.assign(pendingIndices->begin(), pendingIndices->end());
  for (Value i : indices)
    idx.push_back(get(i));
  // Base element offset per lane.
  Lanes base{};
  LaneMask known = view.offset.known;
  for (int l = 0; l < kWarpSize; ++l)
    base[l] = view.offset.v[l];
  for (unsigned d = 0; d < idx.size(); ++d) {
    known &= idx[d].known;
    for (int l = 0; l < kWarpSize; ++l)
      base[l] += idx[d].v[l] * view.strides[d];
  }
  ev.unknown = mask & ~known;
  // Rows of a vector access: every combination of the outer extents; the
  // innermost extent is contiguous when its stride is 1.
  unsigned rank = extents.size();
  int64_t inner = rank ? extents[rank - 1] : 1;
  bool contiguous = rank == 0 || view.strides[rank - 1] == 1;
  SmallVector<int64_t> pos(rank, 0);
  while (true) {
    int64_t rowOffset = 0;
    for (unsigned d = 0; d + 1 < rank; ++d)
      rowOffset += pos[d] * view.strides[d];
    int64_t innerCount = contiguous ? 1 : inner;
    for (int64_t e = 0; e < innerCount; ++e) {
      WarpAccessEvent row = ev;
      int64_t extra = rowOffset + (contiguous ? 0 : e * view.strides[rank - 1]);
      for (int l = 0; l < kWarpSize; ++l)
        row.address[l] = (base[l] + extra) * ev.elemBytes;
      row.bytesPerLane = ev.elemBytes * (contiguous ? inner : 1);
      if (sink)
        sink(row);
    }
    // Next outer position.
    int d = static_cast<int>(rank) - 2;
    while (d >= 0 && ++pos[d] == extents[d])
      pos[d--] = 0;
    if (d < 0)
      break;
  }
}

void WarpSimulator::affineAccess(Operation *op, Value memref, AffineMap map,
                                 ValueRange operands, AccessKind kind,
                                 LaneMask mask, LaneMask maybe) {
  // Bind the map results to fresh lane values, then reuse access().
  SmallVector<LaneValue, 2> vals;
  for (AffineExpr e : map.getResults())
    vals.push_back(affine(e, operands.take_front(map.getNumDims()),
                          operands.drop_front(map.getNumDims())));
  pendingIndices = &vals;
  access(op, memref, ValueRange(),
         SmallVector<int64_t>(cast<MemRefType>(memref.getType()).getRank(), 1),
         kind, mask, maybe);
  pendingIndices = nullptr;
}

void WarpInstructionCounts::add(const WarpInstructionCounts &o, double weight) {
  fp32 += o.fp32 * weight;
  fp64 += o.fp64 * weight;
  sfu += o.sfu * weight;
  integer += o.integer * weight;
  globalMemory += o.globalMemory * weight;
  sharedMemory += o.sharedMemory * weight;
  atomics += o.atomics * weight;
  barriers += o.barriers * weight;
  other += o.other * weight;
  fp32Lanes += o.fp32Lanes * weight;
  fp64Lanes += o.fp64Lanes * weight;
}

InstructionClass WarpSimulator::countOp(Operation *op, LaneMask mask) {
  if (!mask || op->hasTrait<OpTrait::IsTerminator>() ||
      isa<arith::ConstantOp, gpu::ThreadIdOp, gpu::BlockIdOp, gpu::BlockDimOp,
          gpu::GridDimOp, memref::DimOp, scf::ForOp, scf::IfOp,
          affine::AffineForOp, affine::AffineIfOp>(op))
    return InstructionClass::none;
  double lanes = llvm::popcount(mask);
  Dialect *dialect = op->getDialect();
  StringRef ns = dialect ? dialect->getNamespace() : "";
  Type t = op->getNumResults() ? op->getResult(0).getType() : Type();
  if (isa<memref::LoadOp, memref::StoreOp, affine::AffineLoadOp,
          affine::AffineStoreOp, vector::LoadOp, vector::StoreOp,
          vector::TransferReadOp, vector::TransferWriteOp>(op)) {
    Value mem = op->getOperand(isa<memref::StoreOp, affine::AffineStoreOp,
                                   vector::StoreOp, vector::TransferWriteOp>(op)
                                   ? 1
                                   : 0);
    auto mt = dyn_cast<MemRefType>(mem.getType());
    bool shared = mt && memorySpaceOf(mt) != MemorySpace::global;
    (shared ? counts.sharedMemory : counts.globalMemory) += 1;
    bool isLoad = op->getNumResults() > 0;
    if (shared)
      return isLoad ? InstructionClass::sharedLoad
                    : InstructionClass::sharedStore;
    return isLoad ? InstructionClass::globalLoad
                  : InstructionClass::globalStore;
  }
  if (isa<memref::AtomicRMWOp, memref::GenericAtomicRMWOp>(op)) {
    counts.atomics += 1;
    auto mt = dyn_cast<MemRefType>(
        op->getOperand(isa<memref::AtomicRMWOp>(op) ? 1 : 0).getType());
    bool shared = mt && memorySpaceOf(mt) != MemorySpace::global;
    return shared ? InstructionClass::sharedAtomic
                  : InstructionClass::globalAtomic;
  }
  if (isa<gpu::BarrierOp>(op)) {
    counts.barriers += 1;
    return InstructionClass::barrier;
  }
  if (ns == "math") {
    counts.sfu += 1;
    return InstructionClass::sfu;
  }
  if (t && isa<FloatType>(t)) {
    if (t.isF64()) {
      counts.fp64 += 1;
      counts.fp64Lanes += lanes;
      return InstructionClass::fp64;
    }
    counts.fp32 += 1;
    counts.fp32Lanes += lanes;
    return InstructionClass::fp32;
  }
  if (ns == "arith" || ns == "affine" || ns == "index" || ns == "gpu") {
    counts.integer += 1;
    return InstructionClass::integer;
  }
  counts.other += 1;
  return InstructionClass::other;
}

void WarpSimulator::run(
    int64_t bx, int64_t by, int64_t bz, int64_t warp,
    const std::function<void(const WarpAccessEvent &)> &onAccess) {
  env.clear();
  counts = WarpInstructionCounts();
  path.reset();
  sink = onAccess;
  blockId[0] = bx, blockId[1] = by, blockId[2] = bz;
  int64_t B0 = *context.block[0], B1 = *context.block[1];
  int64_t total = context.threadsPerBlock();
  laneValid = 0;
  for (int l = 0; l < kWarpSize; ++l) {
    int64_t t = warp * kWarpSize + l;
    if (t < total)
      laneValid |= 1u << l;
    threadId[0][l] = t % B0;
    threadId[1][l] = (t / B0) % B1;
    threadId[2][l] = t / (B0 * B1);
  }
  if (auto launch = dyn_cast<gpu::LaunchOp>(context.kernel)) {
    gpu::KernelDim3 b = launch.getBlockIds(), t = launch.getThreadIds();
    Value bs[3] = {b.x, b.y, b.z}, ts[3] = {t.x, t.y, t.z};
    for (int i = 0; i < 3; ++i) {
      env[bs[i]] = constant(blockId[i]);
      LaneValue tv;
      tv.v = threadId[i];
      tv.known = ~0u;
      env[ts[i]] = tv;
    }
    runBlock(launch.getBody().front(), laneValid, 0);
  } else {
    runBlock(cast<gpu::GPUFuncOp>(context.kernel).getBody().front(), laneValid,
             0);
  }
  sink = nullptr;
}

void WarpSimulator::runBlock(Block &block, LaneMask mask, LaneMask maybe) {
  for (Operation &op : block) {
    if (!mask)
      return;
    runOp(&op, mask, maybe);
  }
}

void WarpSimulator::runOp(Operation *op, LaneMask mask, LaneMask maybe) {
  path.issue(op, countOp(op, mask));
  auto setLanes = [&](Value res, auto fn, ValueRange ins) {
    LaneValue r;
    r.known = ~0u;
    SmallVector<LaneValue, 3> a;
    for (Value in : ins) {
      a.push_back(get(in));
      r.known &= a.back().known;
    }
    for (int l = 0; l < kWarpSize; ++l)
      if (r.known >> l & 1) {
        std::optional<int64_t> v = fn(a, l);
        if (v)
          r.v[l] = *v;
        else
          r.known &= ~(1u << l);
      }
    env[res] = r;
  };
  using Args = SmallVector<LaneValue, 3>;

  if (auto t = dyn_cast<gpu::ThreadIdOp>(op)) {
    LaneValue r;
    r.v = threadId[static_cast<int>(t.getDimension())];
    r.known = ~0u;
    env[t] = r;
    return;
  }
  if (auto b = dyn_cast<gpu::BlockIdOp>(op)) {
    env[b] = constant(blockId[static_cast<int>(b.getDimension())]);
    return;
  }
  if (auto b = dyn_cast<gpu::BlockDimOp>(op)) {
    env[b] = constant(*context.block[static_cast<int>(b.getDimension())]);
    return;
  }
  if (auto g = dyn_cast<gpu::GridDimOp>(op)) {
    env[g] = constant(*context.grid[static_cast<int>(g.getDimension())]);
    return;
  }
  if (auto g = dyn_cast<gpu::GlobalIdOp>(op)) {
    int i = static_cast<int>(g.getDimension());
    LaneValue r;
    r.known = ~0u;
    for (int l = 0; l < kWarpSize; ++l)
      r.v[l] = blockId[i] * *context.block[i] + threadId[i][l];
    env[g] = r;
    return;
  }
  if (isa<gpu::LaneIdOp>(op)) {
    LaneValue r;
    r.known = ~0u;
    for (int l = 0; l < kWarpSize; ++l)
      r.v[l] = l;
    env[op->getResult(0)] = r;
    return;
  }
  if (isa<gpu::SubgroupSizeOp>(op)) {
    env[op->getResult(0)] = constant(kWarpSize);
    return;
  }
  if (auto c = dyn_cast<arith::ConstantOp>(op)) {
    if (auto i = dyn_cast<IntegerAttr>(c.getValue()))
      env[c] = constant(i.getValue().getSExtValue());
    return;
  }

#define BINARY(OP, EXPR)                                                       \
  if (isa<OP>(op)) {                                                           \
    setLanes(                                                                  \
        op->getResult(0),                                                      \
        [&](Args &a, int l) -> std::optional<int64_t> {                        \
          int64_t x = a[0].v[l], y = a[1].v[l];                                \
          (void)x;                                                             \
          (void)y;                                                             \
          return EXPR;                                                         \
        },                                                                     \
        op->getOperands());                                                    \
    return;                                                                    \
  }
  BINARY(arith::AddIOp, x + y)
  BINARY(arith::SubIOp, x - y)
  BINARY(arith::MulIOp, x * y)
  BINARY(arith::DivSIOp, y ? std::optional<int64_t>(x / y) : std::nullopt)
  BINARY(arith::RemSIOp, y ? std::optional<int64_t>(x % y) : std::nullopt)
  BINARY(arith::DivUIOp, y ? std::optional<int64_t>(static_cast<int64_t>(
                                 uint64_t(x) / uint64_t(y)))
                           : std::nullopt)
  BINARY(arith::RemUIOp, y ? std::optional<int64_t>(static_cast<int64_t>(
                                 uint64_t(x) % uint64_t(y)))
                           : std::nullopt)
  BINARY(arith::FloorDivSIOp,
         y ? std::optional<int64_t>(floorDiv(x, y)) : std::nullopt)
  BINARY(arith::CeilDivSIOp,
         y ? std::optional<int64_t>(ceilDiv(x, y)) : std::nullopt)
  BINARY(arith::CeilDivUIOp,
         y ? std::optional<int64_t>(ceilDiv(x, y)) : std::nullopt)
  BINARY(arith::MinSIOp, std::min(x, y))
  BINARY(arith::MaxSIOp, std::max(x, y))
  BINARY(arith::MinUIOp, int64_t(std::min(uint64_t(x), uint64_t(y))))
  BINARY(arith::MaxUIOp, int64_t(std::max(uint64_t(x), uint64_t(y))))
  BINARY(arith::AndIOp, x & y)
  BINARY(arith::OrIOp, x | y)
  BINARY(arith::XOrIOp, x ^ y)
  BINARY(arith::ShLIOp, x << y)
  BINARY(arith::ShRSIOp, x >> y)
  BINARY(arith::ShRUIOp, int64_t(uint64_t(x) >> y))
#undef BINARY
  if (isa<arith::IndexCastOp, arith::IndexCastUIOp, arith::ExtSIOp,
          arith::ExtUIOp, arith::TruncIOp>(op)) {
    env[op->getResult(0)] = get(op->getOperand(0));
    return;
  }
  if (auto cmp = dyn_cast<arith::CmpIOp>(op)) {
    auto pred = cmp.getPredicate();
    setLanes(
        cmp,
        [&](Args &a, int l) -> std::optional<int64_t> {
          int64_t x = a[0].v[l], y = a[1].v[l];
          uint64_t ux = x, uy = y;
          switch (pred) {
          case arith::CmpIPredicate::eq:
            return x == y;
          case arith::CmpIPredicate::ne:
            return x != y;
          case arith::CmpIPredicate::slt:
            return x < y;
          case arith::CmpIPredicate::sle:
            return x <= y;
          case arith::CmpIPredicate::sgt:
            return x > y;
          case arith::CmpIPredicate::sge:
            return x >= y;
          case arith::CmpIPredicate::ult:
            return ux < uy;
          case arith::CmpIPredicate::ule:
            return ux <= uy;
          case arith::CmpIPredicate::ugt:
            return ux > uy;
          case arith::CmpIPredicate::uge:
            return ux >= uy;
          }
          return std::nullopt;
        },
        cmp.getOperands());
    return;
  }
  if (auto sel = dyn_cast<arith::SelectOp>(op)) {
    setLanes(
        sel,
        [&](Args &a, int l) -> std::optional<int64_t> {
          return a[0].v[l] ? a[1].v[l] : a[2].v[l];
        },
        sel.getOperands());
    return;
  }
  if (auto apply = dyn_cast<affine::AffineApplyOp>(op)) {
    AffineMap map = apply.getAffineMap();
    env[apply] = affine(map.getResult(0),
                        apply.getMapOperands().take_front(map.getNumDims()),
                        apply.getMapOperands().drop_front(map.getNumDims()));
    return;
  }
  if (isa<affine::AffineMinOp, affine::AffineMaxOp>(op)) {
    bool isMin = isa<affine::AffineMinOp>(op);
    AffineMap map = isMin ? cast<affine::AffineMinOp>(op).getAffineMap()
                          : cast<affine::AffineMaxOp>(op).getAffineMap();
    env[op->getResult(0)] = reduce(map, op->getOperands(), isMin);
    return;
  }
  if (auto dim = dyn_cast<memref::DimOp>(op)) {
    auto type = dyn_cast<MemRefType>(dim.getSource().getType());
    std::optional<int64_t> i = dim.getConstantIndex();
    if (type && i && !type.isDynamicDim(*i))
      env[dim] = constant(type.getDimSize(*i));
    return;
  }

  // Control flow.
  if (auto ifOp = dyn_cast<scf::IfOp>(op)) {
    LaneValue c = get(ifOp.getCondition());
    LaneMask unknownLanes = mask & ~c.known;
    LaneMask thenMask = unknownLanes, elseMask = unknownLanes;
    for (int l = 0; l < kWarpSize; ++l)
      if ((mask & c.known) >> l & 1)
        (c.v[l] ? thenMask : elseMask) |= 1u << l;
    if (unknownLanes)
      approximate = true;
    SmallVector<LaneValue, 2> thenRes, elseRes;
    auto runRegion = [&](Region &r, LaneMask m,
                         SmallVector<LaneValue, 2> &res) {
      if (r.empty())
        return;
      if (m)
        runBlock(r.front(), m, maybe | unknownLanes);
      if (auto y = dyn_cast<scf::YieldOp>(r.front().getTerminator()))
        for (Value v : y.getOperands())
          res.push_back(get(v));
    };
    runRegion(ifOp.getThenRegion(), thenMask, thenRes);
    runRegion(ifOp.getElseRegion(), elseMask, elseRes);
    for (auto [i, res] : llvm::enumerate(ifOp.getResults())) {
      Value fromThen = ifOp.thenYield().getOperand(i);
      Value fromElse = ifOp.getElseRegion().empty()
                           ? fromThen
                           : ifOp.elseYield().getOperand(i);
      path.join(res, fromThen, fromElse);
    }
    for (auto [i, res] : llvm::enumerate(ifOp.getResults())) {
      LaneValue r;
      for (int l = 0; l < kWarpSize; ++l) {
        bool inThen = thenMask >> l & 1;
        const LaneValue *src =
            inThen ? (i < thenRes.size() ? &thenRes[i] : nullptr)
                   : (i < elseRes.size() ? &elseRes[i] : nullptr);
        if (src && (src->known >> l & 1) && !(unknownLanes >> l & 1)) {
          r.v[l] = src->v[l];
          r.known |= 1u << l;
        }
      }
      env[res] = r;
    }
    return;
  }
  if (auto forOp = dyn_cast<scf::ForOp>(op)) {
    LaneValue lb = get(forOp.getLowerBound()), ub = get(forOp.getUpperBound()),
              st = get(forOp.getStep());
    LaneMask bounded = mask & lb.known & ub.known & st.known;
    if (bounded != mask)
      approximate = true;
    SmallVector<LaneValue, 2> iter;
    for (Value init : forOp.getInitArgs())
      iter.push_back(get(init));
    Value iv = forOp.getInductionVar();
    auto yield = cast<scf::YieldOp>(forOp.getBody()->getTerminator());
    bool ran = false;
    for (int64_t k = 0;; ++k) {
      LaneValue ivv;
      LaneMask active = 0;
      for (int l = 0; l < kWarpSize; ++l) {
        if (!(bounded >> l & 1))
          continue;
        ivv.v[l] = lb.v[l] + k * st.v[l];
        if (ivv.v[l] < ub.v[l])
          active |= 1u << l;
      }
      if (!active)
        break;
      if (k >= maxIterations) {
        approximate = true;
        break;
      }
      ivv.known = active;
      env[iv] = ivv;
      path.beginRegion();
      path.readyNow(iv);
      for (auto [arg, val] : llvm::zip(forOp.getRegionIterArgs(), iter))
        env[arg] = val;
      // Loop-carried values chain the iterations' latencies.
      for (auto [i, arg] : llvm::enumerate(forOp.getRegionIterArgs()))
        path.alias(arg, k == 0 ? forOp.getInitArgs()[i] : yield.getOperand(i));
      runBlock(*forOp.getBody(), active, maybe);
      ran = true;
      for (auto [i, v] : llvm::enumerate(yield.getOperands())) {
        LaneValue nv = get(v);
        for (int l = 0; l < kWarpSize; ++l)
          if (active >> l & 1) {
            iter[i].v[l] = nv.v[l];
            if (nv.known >> l & 1)
              iter[i].known |= 1u << l;
            else
              iter[i].known &= ~(1u << l);
          }
      }
    }
    path.beginRegion();
    for (auto [i, res] : llvm::enumerate(forOp.getResults())) {
      env[res] = iter[i];
      path.alias(res, ran ? yield.getOperand(i) : forOp.getInitArgs()[i]);
    }
    return;
  }
  if (auto forOp = dyn_cast<affine::AffineForOp>(op)) {
    // Lower bound: the largest result; upper bound: the smallest.
    LaneValue lb = reduce(forOp.getLowerBoundMap(),
                          forOp.getLowerBoundOperands(), /*takeMin=*/false);
    LaneValue ub = reduce(forOp.getUpperBoundMap(),
                          forOp.getUpperBoundOperands(), /*takeMin=*/true);
    int64_t step = forOp.getStepAsInt();
    LaneMask bounded = mask & lb.known & ub.known;
    if (bounded != mask)
      approximate = true;
    for (int64_t k = 0; k < maxIterations; ++k) {
      LaneValue ivv;
      LaneMask active = 0;
      for (int l = 0; l < kWarpSize; ++l) {
        if (!(bounded >> l & 1))
          continue;
        ivv.v[l] = lb.v[l] + k * step;
        if (ivv.v[l] < ub.v[l])
          active |= 1u << l;
      }
      if (!active)
        break;
      ivv.known = active;
      env[forOp.getInductionVar()] = ivv;
      path.beginRegion();
      path.readyNow(forOp.getInductionVar());
      runBlock(*forOp.getBody(), active, maybe);
    }
    path.beginRegion();
    return;
  }
  if (auto ifOp = dyn_cast<affine::AffineIfOp>(op)) {
    IntegerSet set = ifOp.getIntegerSet();
    ValueRange ops = ifOp.getOperands();
    LaneMask holds = mask, known = ~0u;
    for (auto [i, e] : llvm::enumerate(set.getConstraints())) {
      LaneValue r = affine(e, ops.take_front(set.getNumDims()),
                           ops.drop_front(set.getNumDims()));
      known &= r.known;
      for (int l = 0; l < kWarpSize; ++l)
        if (set.isEq(i) ? r.v[l] != 0 : r.v[l] < 0)
          holds &= ~(1u << l);
    }
    LaneMask unknownLanes = mask & ~known;
    if (unknownLanes)
      approximate = true;
    runBlock(*ifOp.getThenBlock(), (holds & known) | unknownLanes,
             maybe | unknownLanes);
    if (ifOp.hasElse())
      runBlock(*ifOp.getElseBlock(), (mask & ~holds & known) | unknownLanes,
               maybe | unknownLanes);
    return;
  }
  if (isa<scf::WhileOp, scf::ParallelOp, scf::ForallOp>(op)) {
    approximate = true; // Not simulated.
    return;
  }

  // Memory accesses.
  auto scalarExtents = [](Value memref) {
    return SmallVector<int64_t>(cast<MemRefType>(memref.getType()).getRank(),
                                1);
  };
  auto vectorExtents = [](MemRefType mt, VectorType vt) {
    SmallVector<int64_t> ext(mt.getRank(), 1);
    for (int64_t k = 0; k < vt.getRank() && k < mt.getRank(); ++k)
      ext[mt.getRank() - vt.getRank() + k] = vt.getDimSize(k);
    return ext;
  };
  if (auto load = dyn_cast<memref::LoadOp>(op)) {
    access(op, load.getMemRef(), load.getIndices(),
           scalarExtents(load.getMemRef()), AccessKind::read, mask, maybe);
    env[load] = LaneValue();
    return;
  }
  if (auto store = dyn_cast<memref::StoreOp>(op)) {
    access(op, store.getMemRef(), store.getIndices(),
           scalarExtents(store.getMemRef()), AccessKind::write, mask, maybe);
    return;
  }
  if (auto atomic = dyn_cast<memref::AtomicRMWOp>(op)) {
    access(op, atomic.getMemref(), atomic.getIndices(),
           scalarExtents(atomic.getMemref()), AccessKind::atomic, mask, maybe);
    env[atomic] = LaneValue();
    return;
  }
  if (auto load = dyn_cast<affine::AffineLoadOp>(op)) {
    affineAccess(op, load.getMemRef(), load.getAffineMap(),
                 load.getMapOperands(), AccessKind::read, mask, maybe);
    env[load] = LaneValue();
    return;
  }
  if (auto store = dyn_cast<affine::AffineStoreOp>(op)) {
    affineAccess(op, store.getMemRef(), store.getAffineMap(),
                 store.getMapOperands(), AccessKind::write, mask, maybe);
    return;
  }
  if (auto load = dyn_cast<vector::LoadOp>(op)) {
    access(op, load.getBase(), load.getIndices(),
           vectorExtents(load.getMemRefType(), load.getVectorType()),
           AccessKind::read, mask, maybe);
    return;
  }
  if (auto store = dyn_cast<vector::StoreOp>(op)) {
    access(op, store.getBase(), store.getIndices(),
           vectorExtents(store.getMemRefType(), store.getVectorType()),
           AccessKind::write, mask, maybe);
    return;
  }
  if (isa<vector::TransferReadOp, vector::TransferWriteOp>(op)) {
    auto xfer = cast<VectorTransferOpInterface>(op);
    auto mt = dyn_cast<MemRefType>(xfer.getShapedType());
    if (!mt)
      return;
    SmallVector<int64_t> ext(mt.getRank(), 1);
    for (auto [k, e] : llvm::enumerate(xfer.getPermutationMap().getResults()))
      if (auto d = dyn_cast<AffineDimExpr>(e))
        ext[d.getPosition()] = xfer.getVectorType().getDimSize(k);
    access(op, xfer.getBase(), xfer.getIndices(), ext,
           isa<vector::TransferWriteOp>(op) ? AccessKind::write
                                            : AccessKind::read,
           mask, maybe);
    return;
  }
  // Anything else: integer results become unknown.
  for (Value r : op->getResults())
    env[r] = LaneValue();
}
