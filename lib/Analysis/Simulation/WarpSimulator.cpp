//===- WarpSimulator.cpp - Lockstep evaluation of one warp ----------------===//
//
// Runs a KernelProgram (the kernel compiled once, KernelProgram.h) for one
// warp. Index arithmetic follows the opcodes of KernelOps.h, which the ISL
// relation builder reads too. Integer arithmetic that would overflow, divide
// by zero or shift out of range makes the lane's value unknown instead of
// undefined.
//
//===----------------------------------------------------------------------===//

#include "Analysis/Simulation/WarpSimulator.h"

#include "Analysis/IR/AtomicClass.h"
#include "Analysis/Simulation/LoopSteadyState.h"

#include "llvm/ADT/bit.h"

#include <limits>

using namespace mlir;
using namespace mlir::warp;

namespace {
int64_t floorDiv(int64_t a, int64_t b) {
  int64_t q = a / b;
  return (a % b != 0 && ((a < 0) != (b < 0))) ? q - 1 : q;
}
int64_t ceilDiv(int64_t a, int64_t b) { return -floorDiv(-a, b); }
int64_t floorMod(int64_t a, int64_t b) { return a - floorDiv(a, b) * b; }
/// Division is defined: no zero divisor, no INT64_MIN / -1.
bool divisible(int64_t x, int64_t y) {
  return y != 0 && !(x == std::numeric_limits<int64_t>::min() && y == -1);
}
} // namespace

WarpSimulator::WarpSimulator(const KernelProgram &program,
                             const SimulatedLaunch &launch,
                             InstructionLatencies latencies)
    : program(program), launch(launch), path(latencies) {
  env.resize(program.numSlots());
  envGeneration.assign(program.numSlots(), 0);
}

void WarpSimulator::takeLanes(LaneValue &to, const LaneValue &from,
                              LaneMask lanes) {
  for (int l = 0; l < kWarpSize; ++l)
    if (lanes >> l & 1) {
      to.v[l] = from.v[l];
      if (from.known >> l & 1)
        to.known |= 1u << l;
      else
        to.known &= ~(1u << l);
    }
}

WarpSimulator::LaneValue WarpSimulator::constant(int64_t c) {
  LaneValue r;
  r.v.fill(c);
  r.known = ~0u;
  return r;
}

const WarpSimulator::LaneValue &WarpSimulator::get(Slot s) {
  if (envGeneration[s] == generation)
    return env[s];
  const ProgramValue &pv = program.value(s);
  switch (pv.kind) {
  case ProgramValue::Kind::LaunchBlockId:
    scratch = constant(blockId[pv.dim]);
    return scratch;
  case ProgramValue::Kind::LaunchThreadId:
    scratch.v = threadId[pv.dim];
    scratch.known = ~0u;
    return scratch;
  case ProgramValue::Kind::LaunchGridSize:
    scratch = constant(launch.grid[pv.dim]);
    return scratch;
  case ProgramValue::Kind::LaunchBlockSize:
    scratch = constant(launch.block[pv.dim]);
    return scratch;
  default:
    break;
  }
  std::optional<int64_t> c = program.simulatorConstant(s);
  scratch = c ? constant(*c) : LaneValue();
  return scratch;
}

WarpSimulator::LaneValue WarpSimulator::operandValue(const ProgramOperand &o) {
  return o.isConstant ? constant(o.constant) : get(o.slot);
}

WarpSimulator::LaneValue
WarpSimulator::affine(AffineExpr e, ArrayRef<Slot> dims, ArrayRef<Slot> syms) {
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
    bool ok = true;
    switch (bin.getKind()) {
    case AffineExprKind::Add:
      ok = !__builtin_add_overflow(x, y, &r.v[l]);
      break;
    case AffineExprKind::Mul:
      ok = !__builtin_mul_overflow(x, y, &r.v[l]);
      break;
    case AffineExprKind::FloorDiv:
      ok = divisible(x, y);
      r.v[l] = ok ? floorDiv(x, y) : 0;
      break;
    case AffineExprKind::CeilDiv:
      ok = divisible(x, y);
      r.v[l] = ok ? ceilDiv(x, y) : 0;
      break;
    case AffineExprKind::Mod:
      ok = divisible(x, y);
      r.v[l] = ok ? floorMod(x, y) : 0;
      break;
    default:
      ok = false;
    }
    if (!ok)
      r.known &= ~(1u << l);
  }
  return r;
}

WarpSimulator::LaneValue
WarpSimulator::reduce(AffineMap map, ArrayRef<Slot> operands, bool takeMin) {
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

WarpSimulator::View WarpSimulator::viewOf(const ProgramAccess &a) {
  // The base: the layout of its type.
  View view;
  view.root = program.valueOf(a.root);
  const ProgramTypeLayout &base = program.memref(a.chain.front()).layout;
  if (base.status == ProgramTypeLayout::Status::Strided) {
    view.offset = constant(base.offset);
    view.strides.assign(base.strides.begin(), base.strides.end());
    view.ok = true;
  }
  // Each step outward, as a function of the view of its source.
  for (Slot s : ArrayRef<Slot>(a.chain).drop_front())
    applyView(program.memref(s), view);
  return view;
}

/// memref.subview: the source's offset plus the offsets times its strides;
/// strides scaled (dropped dimensions left out).
void WarpSimulator::subView(const ProgramMemRef &step, View &view) {
  if (!view.ok)
    return;
  View v;
  v.root = view.root;
  v.offset = view.offset;
  bool failed = false;
  for (unsigned i = 0; i < step.offsets.size() && !failed; ++i) {
    LaneValue off = operandValue(step.offsets[i]);
    v.offset.known &= off.known;
    for (int l = 0; l < kWarpSize; ++l) {
      int64_t shift;
      if (__builtin_mul_overflow(off.v[l], view.strides[i], &shift) ||
          __builtin_add_overflow(v.offset.v[l], shift, &v.offset.v[l]))
        v.offset.known &= ~(1u << l);
    }
    if (step.dropped.test(i))
      continue;
    LaneValue st = operandValue(step.strides[i]);
    int64_t stride;
    if (st.known != ~0u ||
        __builtin_mul_overflow(view.strides[i], st.v[0], &stride)) {
      failed = true;
      break;
    }
    v.strides.push_back(stride);
  }
  v.ok = !failed;
  view = failed ? View() : v;
}

/// memref.reinterpret_cast: its own offset and (constant) strides.
void WarpSimulator::reinterpretCast(const ProgramMemRef &step, View &view) {
  View v;
  v.root = view.root;
  v.offset = operandValue(step.offsets[0]);
  v.ok = true;
  for (const ProgramOperand &s : step.strides) {
    LaneValue st = operandValue(s);
    if (st.known != ~0u) {
      v = View();
      break;
    }
    v.strides.push_back(st.v[0]);
  }
  view = v;
}

/// memref.expand_shape: each source dimension split into its group.
void WarpSimulator::expandShape(const ProgramMemRef &step, View &view) {
  if (!view.ok)
    return;
  View v;
  v.root = view.root;
  v.offset = view.offset;
  v.strides.assign(step.sizes.size(), 0);
  v.ok = true;
  for (auto [srcDim, group] : llvm::enumerate(step.reassociation)) {
    int64_t stride = view.strides[srcDim];
    for (int64_t k = group.size() - 1; k >= 0; --k) {
      v.strides[group[k]] = stride;
      int64_t sz = step.sizes[group[k]];
      if (ShapedType::isDynamic(sz) && k > 0) {
        v = View();
        break;
      }
      if (!ShapedType::isDynamic(sz) &&
          __builtin_mul_overflow(stride, sz, &stride)) {
        v = View();
        break;
      }
    }
    if (!v.ok)
      break;
  }
  view = v;
}

/// memref.view (MemRefLayouts.cpp): offset shift / elemBytes, the view
/// type's strides.
void WarpSimulator::byteShift(const ProgramMemRef &step, View &view) {
  LaneValue shift = operandValue(step.offsets[0]);
  View v;
  v.root = view.root;
  if (shift.known != ~0u || step.elemBytes <= 0 ||
      step.layout.status != ProgramTypeLayout::Status::Strided) {
    view = v;
    return;
  }
  v.offset.known = ~0u;
  for (int l = 0; l < kWarpSize; ++l) {
    if (shift.v[l] % step.elemBytes != 0) {
      v.offset.known &= ~(1u << l);
      continue;
    }
    v.offset.v[l] = shift.v[l] / step.elemBytes;
  }
  v.strides.assign(step.layout.strides.begin(), step.layout.strides.end());
  v.ok = v.offset.known == ~0u;
  view = v;
}

/// A view Warp does not follow: its type's layout, when it is strided,
/// gives the offset and strides from the buffer's base, as the relations
/// read it (MemRefLayouts.cpp); else the root is still known.
void WarpSimulator::otherView(const ProgramMemRef &step, View &view) {
  View v;
  v.root = view.root;
  if (step.layout.status == ProgramTypeLayout::Status::Strided) {
    v.offset = constant(step.layout.offset);
    v.strides.assign(step.layout.strides.begin(), step.layout.strides.end());
    v.ok = true;
  }
  view = v;
}

/// memref.collapse_shape: each group's innermost stride.
void WarpSimulator::collapseShape(const ProgramMemRef &step, View &view) {
  if (!view.ok)
    return;
  View v;
  v.root = view.root;
  v.offset = view.offset;
  for (const auto &group : step.reassociation)
    v.strides.push_back(view.strides[group.back()]);
  v.ok = true;
  view = v;
}

void WarpSimulator::applyView(const ProgramMemRef &step, View &view) {
  switch (step.kind) {
  case ViewKind::Base:
  case ViewKind::Cast:
    return;
  case ViewKind::SubView:
    return subView(step, view);
  case ViewKind::ReinterpretCast:
    return reinterpretCast(step, view);
  case ViewKind::ExpandShape:
    return expandShape(step, view);
  case ViewKind::CollapseShape:
    return collapseShape(step, view);
  case ViewKind::ByteShift:
    return byteShift(step, view);
  case ViewKind::OtherView:
    return otherView(step, view);
  }
}

void WarpSimulator::access(const ProgramAccess &a, LaneMask mask,
                           LaneMask maybe) {
  // A warp's tile is one access of the warp: its first active lane's.
  if (a.warpTile)
    mask &= ~mask + 1;
  View view = viewOf(a);
  WarpAccessEvent ev;
  ev.op = a.op;
  ev.kind = a.kind;
  ev.space = a.space;
  ev.root = view.root;
  ev.elemBytes = a.elemBytes;
  ev.atomicClass = a.atomicClass;
  ev.expectedConflicts = a.expectedConflicts;
  ev.active = mask;
  ev.maybeActive = (maybe & mask) != 0;
  if (!view.ok) {
    ev.unknown = mask;
    ev.bytesPerLane = ev.elemBytes;
    emit(ev);
    return;
  }
  SmallVector<LaneValue, 4> idx;
  if (a.affineMap) {
    AffineMap map = *a.affineMap;
    ArrayRef<Slot> ops(a.indices);
    for (AffineExpr e : map.getResults())
      idx.push_back(affine(e, ops.take_front(map.getNumDims()),
                           ops.drop_front(map.getNumDims())));
  } else {
    for (Slot i : a.indices)
      idx.push_back(get(i));
  }
  // Base element offset per lane.
  Lanes base{};
  LaneMask known = view.offset.known;
  for (int l = 0; l < kWarpSize; ++l)
    base[l] = view.offset.v[l];
  for (unsigned d = 0; d < idx.size() && d < view.strides.size(); ++d) {
    known &= idx[d].known;
    for (int l = 0; l < kWarpSize; ++l) {
      int64_t term;
      if (__builtin_mul_overflow(idx[d].v[l], view.strides[d], &term) ||
          __builtin_add_overflow(base[l], term, &base[l]))
        known &= ~(1u << l);
    }
  }
  ev.unknown = mask & ~known;
  // Rows of a vector access: every combination of the outer extents; the
  // innermost extent is contiguous when its stride is 1.
  ArrayRef<int64_t> extents = a.extents;
  unsigned rank = extents.size();
  int64_t inner = rank ? extents[rank - 1] : 1;
  bool contiguous = rank == 0 || view.strides[rank - 1] == 1;
  if (a.warpTile && isMatrixLoad(a, view, contiguous))
    return matrixLoad(ev, base, view.strides[rank - 2], extents[rank - 2],
                      inner);
  SmallVector<int64_t> pos(rank, 0);
  while (true) {
    int64_t rowOffset = 0;
    for (unsigned d = 0; d + 1 < rank; ++d)
      rowOffset += pos[d] * view.strides[d];
    int64_t innerCount = contiguous ? 1 : inner;
    for (int64_t e = 0; e < innerCount; ++e) {
      WarpAccessEvent row = ev;
      int64_t extra = rowOffset + (contiguous ? 0 : e * view.strides[rank - 1]);
      for (int l = 0; l < kWarpSize; ++l) {
        int64_t address;
        // Beyond any buffer (they are at most 2^48 bytes): the lane's address
        // is unknown, and later sums of addresses cannot overflow.
        constexpr int64_t kFar = int64_t(1) << 62;
        if (__builtin_add_overflow(base[l], extra, &address) ||
            __builtin_mul_overflow(address, ev.elemBytes, &address) ||
            address > kFar || address < -kFar) {
          row.unknown |= (row.active & (1u << l));
          address = 0;
        }
        row.address[l] = address;
      }
      row.bytesPerLane = ev.elemBytes * (contiguous ? inner : 1);
      emit(row);
    }
    // Next outer position.
    int d = static_cast<int>(rank) - 2;
    while (d >= 0 && ++pos[d] == extents[d])
      pos[d--] = 0;
    if (d < 0)
      break;
  }
}

/// A warp's fragment load from workgroup memory that ptxas emits as
/// `ldmatrix` (LDSM): 16-bit elements, rows of whole 16-byte pieces in
/// groups of 8 rows, contiguous.
bool WarpSimulator::isMatrixLoad(const ProgramAccess &a, const View &view,
                                 bool contiguous) const {
  unsigned rank = a.extents.size();
  return a.kind == AccessKind::read && a.space == MemorySpace::shared &&
         a.elemBytes == 2 && rank >= 2 && contiguous &&
         (a.extents[rank - 1] * a.elemBytes) % 16 == 0 &&
         a.extents[rank - 2] % 8 == 0 && view.strides.size() >= rank;
}

/// The phases of `ldmatrix` (PTX ISA, "Warp-level matrix load instruction:
/// ldmatrix"; CUTLASS's SM75 shared-memory iterators): each 8x8 matrix of
/// 16-bit elements is 8 rows of 16 contiguous bytes whose addresses 8 lanes
/// give, and the shared memory serves them as one 128-byte phase, so bank
/// conflicts come from the 8 rows' addresses (a row stride that is a
/// multiple of 128 bytes puts all 8 on the same banks: 8 wavefronts). One
/// event per 8x8 matrix, lanes 0-7 each moving one row's 16 bytes; the warp's
/// tile starts at its first active lane's offset `base`.
void WarpSimulator::matrixLoad(const WarpAccessEvent &ev, const Lanes &base,
                               int64_t rowStride, int64_t rows,
                               int64_t rowElems) {
  int first = llvm::countr_zero(ev.active);
  if (first >= kWarpSize)
    return;
  bool unknown = ev.unknown != 0;
  int64_t pieces = rowElems * ev.elemBytes / 16;
  for (int64_t g = 0; g < rows / 8; ++g)
    for (int64_t c = 0; c < pieces; ++c) {
      WarpAccessEvent phase = ev;
      phase.active = 0xFFu;
      phase.unknown = unknown ? 0xFFu : 0;
      phase.bytesPerLane = 16;
      for (int l = 0; l < kWarpSize; ++l)
        phase.address[l] = 0;
      for (int l = 0; l < 8 && !unknown; ++l) {
        int64_t element = base[first] + (8 * g + l) * rowStride;
        phase.address[l] = element * ev.elemBytes + 16 * c;
      }
      emit(phase);
    }
}

void WarpSimulator::emit(const WarpAccessEvent &ev) {
  ++accessEventsTotal;
  for (LoopSteadyState *st : recorders)
    if (st->on) {
      st->segment.push_back(ev);
      if (st->segment.size() > LoopSteadyState::kMaxSegmentEvents) {
        st->on = false;
        st->segment.clear();
        st->previous.clear();
      }
    }
  if (sink)
    sink(ev);
}

bool WarpInstructionCounts::operator==(const WarpInstructionCounts &o) const {
  return mix.warpInstructions == o.mix.warpInstructions &&
         fp32Lanes == o.fp32Lanes && fp64Lanes == o.fp64Lanes &&
         mmaFlops == o.mmaFlops &&
         collectiveSharedLoads == o.collectiveSharedLoads &&
         collectiveSharedStores == o.collectiveSharedStores &&
         globalCasLoops == o.globalCasLoops;
}

void WarpInstructionCounts::add(const WarpInstructionCounts &o, double weight) {
  mix.add(o.mix, weight);
  mmaFlops += o.mmaFlops * weight;
  collectiveSharedLoads += o.collectiveSharedLoads * weight;
  collectiveSharedStores += o.collectiveSharedStores * weight;
  fp32Lanes += o.fp32Lanes * weight;
  fp64Lanes += o.fp64Lanes * weight;
  globalCasLoops += o.globalCasLoops * weight;
}

void WarpSimulator::count(InstructionClass cls, LaneMask mask) {
  if (std::optional<InstructionGroup> g = groupOf(cls))
    counts.mix[*g] += 1;
  if (cls == InstructionClass::fp32)
    counts.fp32Lanes += llvm::popcount(mask);
  if (cls == InstructionClass::fp64)
    counts.fp64Lanes += llvm::popcount(mask);
}

void WarpSimulator::run(
    int64_t bx, int64_t by, int64_t bz, int64_t warp,
    const std::function<void(const WarpAccessEvent &)> &onAccess) {
  // A new generation forgets every slot at once; on wrap-around, clear.
  if (++generation == 0) {
    std::fill(envGeneration.begin(), envGeneration.end(), 0);
    generation = 1;
  }
  counts = WarpInstructionCounts();
  executed = 0;
  path.reset(program.numSlots());
  sink = onAccess;
  blockId[0] = bx, blockId[1] = by, blockId[2] = bz;
  warpInBlock = warp;
  int64_t B0 = launch.block[0], B1 = launch.block[1];
  int64_t total = B0 * B1 * launch.block[2];
  laneValid = 0;
  for (int l = 0; l < kWarpSize; ++l) {
    int64_t t = warp * kWarpSize + l;
    if (t < total)
      laneValid |= 1u << l;
    threadId[0][l] = t % B0;
    threadId[1][l] = (t / B0) % B1;
    threadId[2][l] = t / (B0 * B1);
  }
  runBlock(program.entryBlock(), laneValid, 0);
  sink = nullptr;
}

void WarpSimulator::runBlock(int32_t block, LaneMask mask, LaneMask maybe) {
  for (uint32_t i : program.block(block).instrs) {
    if (!mask)
      return;
    if (++executedTotal > maxTotalInstructions ||
        accessEventsTotal > maxTotalAccessEvents)
      overBudget = true;
    if (overBudget)
      return;
    if (++executed > maxInstructions) {
      approximate = cutShort = true;
      return;
    }
    runInstr(program.instr(i), mask, maybe);
  }
}

// ptxas unrolls an innermost loop whose iterations carry no value and do
// not synchronise, and schedules the unrolled iterations as one block:
// their loads issue together, ahead of the stores that wait for them. For
// sm_90 (ptxas 13), the loops of bench/groundtruth's shared-memory
// transposes (`scf.for` stepping by block_dim.y, a global load and a shared
// store per iteration, or the reverse) become a body of 8 iterations with
// remainders of 4, 2 and 1 (bench/groundtruth/sass/transpose_smem.sass);
// the grid-stride loops of the histograms, whose iterations end in a shared
// atomic, are not unrolled (hist_smem.sass, hist_same_bin.sass). So: 8
// iterations per region for an innermost loop (scf.for or affine.for)
// without iteration arguments, barriers or atomics whose loads cannot alias
// its stores; one otherwise. Neither LLVM nor ptxas unrolls such a loop when
// its trip count is known only at run time and its body holds a conditional
// (a bounds guard): the staging copies of bench/random's tuning set
// (s2725360607, all 16 staged kernels: `scf.for` from the linear thread
// index to the tile's size by the block's threads, an `scf.if` guard around
// a global load and a shared store, or around the shared loads and the
// global store) stay one iteration a loop in their PTX (LLVM: a branch
// around the guarded body, no remainder loop, ptx/rk008_staged.ptx) and in
// their SASS (ptxas predicates the body; sass/rk*_staged.sass: 1 LDG and
// 1 STS, or 1-3 LDS and 1 STG, between the backward branches), where the
// transposes' unguarded loops above are unrolled (LLVM by 2, ptxas to 8).
// So: one iteration a region for those loops.
// Loads and stores in one address space may alias (MLIR's NVVM lowering
// marks no pointer noalias), and ptxas then keeps each iteration's loads
// after the previous iteration's stores: the folded Jacobi kernels, whose
// loop loads and stores global memory, run one iteration at a time
// (bench/harness/sass/jacobi3d7_f32_foldz.sass).
// A loop whose trip count is a compile-time constant of at most
// kFullUnrollTrips is unrolled whole: the staging copies of the contraction
// kernels (32 iterations of a global load and a shared store, constant
// bounds; LLVM unrolls them by 2 and ptxas the rest) become one block of 64
// LDGs then 64 STSs before the barrier
// (bench/contractions/sass/m4096_n4096_k4096_f16_128x128x32_w64x64_p8.sass,
// summary.txt). Loops of 32 constant iterations are the largest seen whole;
// the bound of 64 is not measured beyond them. Whole only while the
// unrolled body stays small: the implicit-GEMM copy of a convolution's input
// (32 iterations, each dividing its pixel index into n, oh, ow by
// constants) is not unrolled whole but by 12, its filter's copy (no
// divisions) whole (conv_n8_..._w64x64_p8.sass). In the ops the simulator
// issues, the GEMM copies and the filter's have 5-6 an iteration (160-192
// for 32 iterations), the convolution input's 12 (384). So: trips x ops at
// most kFullUnrollOps, a bound between the two chosen from those kernels,
// not measured more finely.
static constexpr int64_t kFullUnrollTrips = 64;
static constexpr int64_t kFullUnrollOps = 256;
// A loop that carries a value (a reduction's accumulator) is unrolled too
// when its trip count is a compile-time constant and its body is small:
// LLVM's partial unrolling for NVPTX (a partial threshold of 75 IR
// instructions) makes 4 iterations of a column max, 4 loads then the 4
// maxima (bench/reductions/ptx/col_max_f32_256x65536_r1_o64.ptx: 256 rows,
// one thread per column), which ran 3.9 times faster than Warp predicted
// one iteration a region (25.2 against 97.6 us); a grid-stride loop
// (a trip count known at run time only) is not unrolled
// (bench/random/sets/s2725360607/ptx/rk*_reduce.ptx), nor is the SIMT
// contraction's K-step loop (150 ops: one step in its SASS). Within the
// bounds of a whole unrolling above, such a loop is unrolled whole: by LLVM
// (2-8 constant iterations of 4-6 loads: ptx/rk064_map.ptx, rk032_map.ptx,
// rk000_map.ptx, rk062_map.ptx of that set) or by ptxas (12 and 24
// iterations of 4 and 2 loads: 48 LDGs in sass/rk059_map.sass and
// sass/rk039_map.sass, the loop gone), its loads issued ahead of the adds;
// longer ones stay loops (48 iterations of 6 loads: 66 LDGs and a backward
// branch, sass/rk005_map.sass).
static constexpr int64_t kCarriedUnroll = 4;
static constexpr int64_t kCarriedUnrollOps = 72;

int64_t WarpSimulator::unrollFactor(const ProgramInstr &in) const {
  if (in.thenBlock() < 0)
    return 1;
  // Per address space (global, shared, local): loaded, stored.
  bool loads[3] = {false, false, false}, stores[3] = {false, false, false};
  int64_t ops = 0;
  bool nested = false, conditional = false;
  // Blocks to scan, with how many times each runs per iteration: an inner
  // loop of a constant trip count that LLVM unrolls whole (below) is part
  // of this loop's body, its ops counted once per iteration of it.
  SmallVector<std::pair<int32_t, int64_t>, 4> work = {{in.thenBlock(), 1}};
  while (!work.empty()) {
    auto [blockId, times] = work.pop_back_val();
    for (uint32_t i : program.block(blockId).instrs) {
      const ProgramInstr &b = program.instr(i);
      if (b.cls != InstructionClass::none)
        ops += times;
      switch (b.kind) {
      case ProgramInstr::Kind::For:
      case ProgramInstr::Kind::AffineFor:
        if (b.iterArgs.empty() && b.constantTrips >= 1 &&
            b.constantTrips <= kFullUnrollTrips && b.thenBlock() >= 0) {
          nested = true;
          work.push_back({b.thenBlock(), times * b.constantTrips});
          break;
        }
        return 1; // not innermost
      case ProgramInstr::Kind::While:
      case ProgramInstr::Kind::Parallel:
      case ProgramInstr::Kind::Forall:
        return 1; // not innermost
      case ProgramInstr::Kind::If:
      case ProgramInstr::Kind::AffineIf:
        conditional = true;
        for (const auto &region : b.regions)
          for (int32_t r : region)
            work.push_back({r, times});
        break;
      case ProgramInstr::Kind::Access: {
        const ProgramAccess &a = program.accessAt(b.access);
        unsigned space = std::min(static_cast<unsigned>(a.space), 2u);
        (a.kind == AccessKind::read ? loads : stores)[space] = true;
        break;
      }
      case ProgramInstr::Kind::Index:
      case ProgramInstr::Kind::Opaque:
      case ProgramInstr::Kind::Terminator:
      case ProgramInstr::Kind::Constant:
        break;
      }
      if (b.cls == InstructionClass::barrier ||
          b.cls == InstructionClass::sharedAtomic ||
          b.cls == InstructionClass::globalAtomic || b.collective)
        return 1;
    }
  }
  for (unsigned space = 0; space < 3; ++space)
    if (loads[space] && stores[space])
      return 1;
  bool whole = in.constantTrips >= 1 && in.constantTrips <= kFullUnrollTrips &&
               in.constantTrips * ops <= kFullUnrollOps;
  // With inner loops: unrolled whole with them, or not at all.
  if (nested)
    return whole && in.iterArgs.empty() ? in.constantTrips : 1;
  // Only the streaming loops seen unrolled: global loads, no workgroup
  // memory (a contraction's K-step loop reads workgroup memory). Whole
  // when small, as the loops without a value (see above).
  if (!in.iterArgs.empty() && whole && loads[0] && !loads[1] && !stores[1])
    return in.constantTrips;
  if (!in.iterArgs.empty())
    return loads[0] && !loads[1] && !stores[1] &&
                   in.constantTrips >= kCarriedUnroll &&
                   in.constantTrips % kCarriedUnroll == 0 &&
                   ops * kCarriedUnroll <= kCarriedUnrollOps
               ? kCarriedUnroll
               : 1;
  if (whole)
    return std::max<int64_t>(in.constantTrips, 8);
  // A trip count known only at run time and a conditional in the body: not
  // unrolled (see above).
  return conditional && in.constantTrips < 1 ? 1 : 8;
}

// The control chain from one iteration (of the unrolled body) to the next,
// as ptxas emits it (bench/harness/sass/hist_same_bin.sass: IADD3, IMAD.X,
// ISETP, ISETP.EX, BRA for an `index` loop): the add and the compare take
// two dependent instructions each at 64 bits, one at 32, and the branch one
// more. Its latency is not measured; each instruction is taken at the
// integer latency (docs/cost-model.md). An affine.for counts in `index`.
unsigned WarpSimulator::loopControlOps(const ProgramInstr &in) const {
  return in.narrowInduction ? 3 : 5;
}

LaneMask WarpSimulator::countedLanes(const LaneValue &lb, const LaneValue &ub,
                                     const LaneValue &step, LaneMask mask) {
  LaneMask bounded = mask & lb.known & ub.known & step.known;
  // A step that is not positive never ends the loop: those lanes skip it.
  for (int l = 0; l < kWarpSize; ++l)
    if ((bounded >> l & 1) && step.v[l] <= 0) {
      bounded &= ~(1u << l);
      cutShort = true;
    }
  if (bounded != mask)
    approximate = true;
  return bounded;
}

LaneMask WarpSimulator::iterationLanes(const LaneValue &lb, const LaneValue &ub,
                                       const LaneValue &step, LaneMask bounded,
                                       int64_t k, LaneValue &iv) {
  LaneMask active = 0;
  for (int l = 0; l < kWarpSize; ++l) {
    if (!(bounded >> l & 1))
      continue;
    int64_t offset, value;
    if (__builtin_mul_overflow(k, step.v[l], &offset) ||
        __builtin_add_overflow(lb.v[l], offset, &value))
      continue;
    iv.v[l] = value;
    if (value < ub.v[l])
      active |= 1u << l;
  }
  iv.known = active;
  return active;
}

bool WarpSimulator::iterationCapped(int64_t k) {
  if (k < maxIterations && executed <= maxInstructions && !overBudget)
    return false;
  approximate = true;
  return true;
}

void WarpSimulator::beginIteration(int64_t k, int64_t unroll,
                                   unsigned controlOps) {
  if (k % unroll != 0)
    return; // the same unrolled body
  if (k == 0)
    path.beginRegion();
  else
    path.beginRegionAfterChain(path.loopControlCycles(controlOps));
  // The chain's instructions are issued once per (unrolled) body: the
  // increment, the compare and the branch that close it.
  for (unsigned i = 0; i < controlOps; ++i)
    count(InstructionClass::integer, 0);
}

/// The value of a binary index op (and arith.cmpi) at (x, y); nullopt
/// where it is not defined (overflow, a zero divisor, a shift out of
/// range), which makes the lane's value unknown.
static std::optional<int64_t> applyBinary(const IndexOp &op, int64_t x,
                                          int64_t y) {
  using R = std::optional<int64_t>;
  int64_t r;
  uint64_t ux = x, uy = y;
  switch (op.code) {
  case IndexOpcode::AddI:
    return __builtin_add_overflow(x, y, &r) ? R() : R(r);
  case IndexOpcode::SubI:
    return __builtin_sub_overflow(x, y, &r) ? R() : R(r);
  case IndexOpcode::MulI:
    return __builtin_mul_overflow(x, y, &r) ? R() : R(r);
  case IndexOpcode::DivSI:
    return divisible(x, y) ? R(x / y) : R();
  case IndexOpcode::RemSI:
    return divisible(x, y) ? R(x % y) : R();
  case IndexOpcode::DivUI:
    return y ? R(static_cast<int64_t>(ux / uy)) : R();
  case IndexOpcode::RemUI:
    return y ? R(static_cast<int64_t>(ux % uy)) : R();
  case IndexOpcode::FloorDivSI:
    return divisible(x, y) ? R(floorDiv(x, y)) : R();
  case IndexOpcode::CeilDivSI:
  case IndexOpcode::CeilDivUI:
    return divisible(x, y) && x != std::numeric_limits<int64_t>::min()
               ? R(ceilDiv(x, y))
               : R();
  case IndexOpcode::MinSI:
    return std::min(x, y);
  case IndexOpcode::MaxSI:
    return std::max(x, y);
  case IndexOpcode::MinUI:
    return int64_t(std::min(ux, uy));
  case IndexOpcode::MaxUI:
    return int64_t(std::max(ux, uy));
  case IndexOpcode::AndI:
    return x & y;
  case IndexOpcode::OrI:
    return x | y;
  case IndexOpcode::XOrI:
    return x ^ y;
  case IndexOpcode::ShLI:
    return y >= 0 && y < 64 ? R(int64_t(ux << y)) : R();
  case IndexOpcode::ShRSI:
    return y >= 0 && y < 64 ? R(x >> y) : R();
  case IndexOpcode::ShRUI:
    return y >= 0 && y < 64 ? R(int64_t(ux >> y)) : R();
  case IndexOpcode::CmpI:
    switch (op.predicate) {
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
    return R();
  default:
    llvm_unreachable("not a binary index op");
  }
}

WarpSimulator::LaneValue
WarpSimulator::launchCoordinate(const IndexOp &op) const {
  LaneValue r;
  r.known = ~0u;
  switch (op.code) {
  case IndexOpcode::ThreadId:
    r.v = threadId[op.dim];
    return r;
  case IndexOpcode::BlockId:
    return constant(blockId[op.dim]);
  case IndexOpcode::BlockDim:
    return constant(launch.block[op.dim]);
  case IndexOpcode::GridDim:
    return constant(launch.grid[op.dim]);
  case IndexOpcode::GlobalId:
    for (int l = 0; l < kWarpSize; ++l)
      r.v[l] = blockId[op.dim] * launch.block[op.dim] + threadId[op.dim][l];
    return r;
  case IndexOpcode::LaneId:
    for (int l = 0; l < kWarpSize; ++l)
      r.v[l] = l;
    return r;
  case IndexOpcode::SubgroupId:
    for (int l = 0; l < kWarpSize; ++l)
      r.v[l] = (threadId[0][l] +
                launch.block[0] *
                    (threadId[1][l] + launch.block[1] * threadId[2][l])) /
               kWarpSize;
    return r;
  case IndexOpcode::SubgroupSize:
    return constant(kWarpSize);
  default:
    llvm_unreachable("not a launch coordinate");
  }
}

void WarpSimulator::runIndex(const ProgramInstr &in) {
  const IndexOp &op = in.index;
  Slot res = in.results[0];
  using R = std::optional<int64_t>;
  auto lanewise = [&](auto fn) {
    LaneValue r;
    r.known = ~0u;
    for (Slot s : in.operands)
      r.known &= get(s).known;
    for (int l = 0; l < kWarpSize; ++l) {
      if (!(r.known >> l & 1))
        continue;
      std::optional<int64_t> v = fn(l);
      if (v)
        r.v[l] = *v;
      else
        r.known &= ~(1u << l);
    }
    set(res, r);
  };
  switch (op.code) {
  case IndexOpcode::ThreadId:
  case IndexOpcode::BlockId:
  case IndexOpcode::BlockDim:
  case IndexOpcode::GridDim:
  case IndexOpcode::GlobalId:
  case IndexOpcode::LaneId:
  case IndexOpcode::SubgroupId:
  case IndexOpcode::SubgroupSize:
    set(res, launchCoordinate(op));
    return;
  case IndexOpcode::AddI:
  case IndexOpcode::SubI:
  case IndexOpcode::MulI:
  case IndexOpcode::DivSI:
  case IndexOpcode::DivUI:
  case IndexOpcode::RemSI:
  case IndexOpcode::RemUI:
  case IndexOpcode::FloorDivSI:
  case IndexOpcode::CeilDivSI:
  case IndexOpcode::CeilDivUI:
  case IndexOpcode::MinSI:
  case IndexOpcode::MinUI:
  case IndexOpcode::MaxSI:
  case IndexOpcode::MaxUI:
  case IndexOpcode::AndI:
  case IndexOpcode::OrI:
  case IndexOpcode::XOrI:
  case IndexOpcode::ShLI:
  case IndexOpcode::ShRSI:
  case IndexOpcode::ShRUI:
  case IndexOpcode::CmpI: {
    // Operand values by lane (copied: `get` may return a shared scratch).
    LaneValue a = get(in.operands[0]);
    LaneValue b = get(in.operands[1]);
    lanewise([&](int l) { return applyBinary(op, a.v[l], b.v[l]); });
    return;
  }
  case IndexOpcode::Cast:
    set(res, LaneValue(get(in.operands[0])));
    return;
  case IndexOpcode::Select: {
    LaneValue c = get(in.operands[0]);
    LaneValue t = get(in.operands[1]);
    LaneValue f = get(in.operands[2]);
    lanewise([&](int l) { return R(c.v[l] ? t.v[l] : f.v[l]); });
    return;
  }
  case IndexOpcode::AffineApply: {
    ArrayRef<Slot> ops(in.operands);
    set(res, affine(op.map.getResult(0), ops.take_front(op.map.getNumDims()),
                    ops.drop_front(op.map.getNumDims())));
    return;
  }
  case IndexOpcode::AffineMin:
  case IndexOpcode::AffineMax:
    set(res, reduce(op.map, in.operands, op.code == IndexOpcode::AffineMin));
    return;
  case IndexOpcode::MemRefDim:
    set(res, op.known ? constant(op.value) : LaneValue());
    return;
  }
}

void WarpSimulator::runCollective(const ProgramInstr &in, LaneMask mask) {
  const WarpCollective &c = *in.collective;
  ArrayRef<ChainStep> chain = warpInBlock == 0 && !c.firstWarpChain.empty()
                                  ? ArrayRef<ChainStep>(c.firstWarpChain)
                                  : ArrayRef<ChainStep>(c.chain);
  path.issueChain(in.operands, in.results, chain);
  for (const ChainStep &step : chain)
    for (unsigned k = 0; k < step.count; ++k) {
      count(step.cls, mask);
      if (step.cls == InstructionClass::sharedLoad)
        counts.collectiveSharedLoads += 1;
      else if (step.cls == InstructionClass::sharedStore)
        counts.collectiveSharedStores += 1;
    }
  counts.mmaFlops += c.mmaFlops / c.mmaRate;
  for (Slot r : in.results)
    set(r, LaneValue());
}

/// scf.if: each side runs on the lanes that take it; lanes whose condition
/// is not known (loaded data) run both, and the counts are approximate.
void WarpSimulator::runIf(const ProgramInstr &in, LaneMask mask,
                          LaneMask maybe) {
  LaneValue c = get(in.operands[0]);
  LaneMask unknownLanes = mask & ~c.known;
  LaneMask thenMask = unknownLanes, elseMask = unknownLanes;
  for (int l = 0; l < kWarpSize; ++l)
    if ((mask & c.known) >> l & 1)
      (c.v[l] ? thenMask : elseMask) |= 1u << l;
  if (unknownLanes)
    approximate = true;
  SmallVector<LaneValue, 2> thenRes, elseRes;
  auto runRegion = [&](int32_t block, ArrayRef<Slot> yield, LaneMask m,
                       SmallVector<LaneValue, 2> &res) {
    if (block < 0)
      return;
    if (m)
      runBlock(block, m, maybe | unknownLanes);
    for (Slot v : yield)
      res.push_back(get(v));
  };
  runRegion(in.thenBlock(), in.thenYield, thenMask, thenRes);
  runRegion(in.elseBlock(), in.elseYield, elseMask, elseRes);
  for (auto [i, res] : llvm::enumerate(in.results)) {
    Slot fromThen = in.thenYield[i];
    Slot fromElse = in.elseBlock() < 0 ? fromThen : in.elseYield[i];
    path.join(res, fromThen, fromElse);
  }
  for (auto [i, res] : llvm::enumerate(in.results)) {
    LaneValue r;
    for (int l = 0; l < kWarpSize; ++l) {
      bool inThen = thenMask >> l & 1;
      const LaneValue *src = inThen
                                 ? (i < thenRes.size() ? &thenRes[i] : nullptr)
                                 : (i < elseRes.size() ? &elseRes[i] : nullptr);
      if (src && (src->known >> l & 1) && !(unknownLanes >> l & 1)) {
        r.v[l] = src->v[l];
        r.known |= 1u << l;
      }
    }
    set(res, r);
  }
}

/// scf.for: iteration by iteration while one lane still runs, its
/// carried values lane by lane.
void WarpSimulator::runFor(const ProgramInstr &in, LaneMask mask,
                           LaneMask maybe) {
  CountedLoop loop{in, get(in.lb), get(in.ub), get(in.step)};
  loop.bounded = countedLanes(loop.lb, loop.ub, loop.step, mask);
  SmallVector<LaneValue, 2> iter;
  for (Slot init : in.inits)
    iter.push_back(get(init));
  bool ran = false;
  bool flattened = runCounted(loop, [&](int64_t k, LaneMask active) {
    for (auto [arg, val] : llvm::zip(in.iterArgs, iter))
      set(arg, val);
    // Loop-carried values chain the iterations' latencies.
    for (auto [i, arg] : llvm::enumerate(in.iterArgs))
      path.alias(arg, k == 0 ? in.inits[i] : in.thenYield[i]);
    runBlock(in.thenBlock(), active, maybe);
    ran = true;
    for (auto [i, v] : llvm::enumerate(in.thenYield))
      takeLanes(iter[i], get(v), active);
  });
  if (!flattened)
    path.beginRegion();
  for (auto [i, res] : llvm::enumerate(in.results)) {
    set(res, iter[i]);
    path.alias(res, ran ? in.thenYield[i] : in.inits[i]);
  }
}

/// affine.for: the largest lower and the smallest upper bound of its maps.
void WarpSimulator::runAffineFor(const ProgramInstr &in, LaneMask mask,
                                 LaneMask maybe) {
  // Lower bound: the largest result; upper bound: the smallest.
  CountedLoop loop{in, reduce(in.lbMap, in.lbOperands, /*takeMin=*/false),
                   reduce(in.ubMap, in.ubOperands, /*takeMin=*/true),
                   constant(in.constantStep)};
  loop.bounded = countedLanes(loop.lb, loop.ub, loop.step, mask);
  bool flattened = runCounted(loop, [&](int64_t, LaneMask active) {
    runBlock(in.thenBlock(), active, maybe);
  });
  if (!flattened)
    path.beginRegion();
}

bool WarpSimulator::runCounted(
    const CountedLoop &loop,
    llvm::function_ref<void(int64_t k, LaneMask active)> body) {
  const ProgramInstr &in = loop.in;
  const int64_t unroll = unrollFactor(in);
  const unsigned controlOps = loopControlOps(in);
  // A loop unrolled whole inside another unrolled whole (a copy's loop over
  // the rows of a tile, within its loop over the tile's steps) is no loop
  // in the SASS: its iterations are scheduled with its parent's, with no
  // region of their own. The outermost such loop keeps its region.
  const bool whole = in.constantTrips >= 1 && unroll >= in.constantTrips;
  const bool flattened = whole && wholeDepth > 0;
  wholeDepth += whole;
  LoopSteadyState steady;
  bool recording = startSteadyState(loop, steady);
  if (recording)
    recorders.push_back(&steady);
  int64_t simulated = 0;
  for (int64_t k = 0;; ++k) {
    if (recording && steady.on && k == steady.nextBoundary)
      k += steadyBoundary(steady, k);
    LaneValue ivv;
    LaneMask active =
        iterationLanes(loop.lb, loop.ub, loop.step, loop.bounded, k, ivv);
    if (!active || iterationCapped(simulated))
      break;
    set(in.iv, ivv);
    if (!flattened)
      beginIteration(k, unroll, controlOps);
    path.readyNow(in.iv);
    body(k, active);
    ++simulated;
  }
  if (recording)
    recorders.pop_back();
  wholeDepth -= whole;
  return flattened;
}

bool WarpSimulator::startSteadyState(const CountedLoop &loop,
                                     LoopSteadyState &st) {
  if (!steadyState || !loop.bounded ||
      !program.iterationsTranslate(program.indexOf(loop.in)))
    return false;
  int64_t minTrips = INT64_MAX;
  for (int l = 0; l < kWarpSize; ++l) {
    if (!(loop.bounded >> l & 1))
      continue;
    __int128 span = static_cast<__int128>(loop.ub.v[l]) - loop.lb.v[l];
    __int128 trips =
        span <= 0 ? 0 : (span + loop.step.v[l] - 1) / loop.step.v[l];
    minTrips = std::min<int64_t>(
        minTrips, static_cast<int64_t>(std::min<__int128>(trips, INT64_MAX)));
  }
  // Fewer iterations than this are not worth the recording.
  constexpr int64_t kMinTrips = 8;
  if (minTrips < kMinTrips)
    return false;
  st.minTrips = minTrips;
  st.unroll = unrollFactor(loop.in);
  st.alignment = repeatAlignment;
  st.countsAtSegment = counts;
  return true;
}

int64_t WarpSimulator::steadyBoundary(LoopSteadyState &st, int64_t k) {
  auto stop = [&]() {
    st.on = false;
    st.segment.clear();
    st.previous.clear();
    return int64_t(0);
  };
  if (st.alignedPeriod == 0) {
    if (k == 1) { // Iteration 0 recorded.
      // Swapped, not moved: both keep their capacity.
      std::swap(st.previous, st.segment);
      st.segment.clear();
      st.nextBoundary = 2;
      return 0;
    }
    // Iterations 0 and 1 give the shifts and the aligned period.
    if (!translatedEvents(st.previous, st.segment, st.perIteration))
      return stop();
    st.alignedPeriod = alignedPeriod(st.perIteration, st.alignment, 1);
    int64_t first = llvm::alignTo(2, st.unroll);
    if (st.alignedPeriod == 0 || first + 3 * st.unroll > st.minTrips)
      return stop();
    st.previous.clear();
    st.segment.clear();
    st.nextBoundary = first;
    if (k != first)
      return 0;
  }
  // The start of a scheduling period (the unrolled body).
  WarpCriticalPath::State now = path.state();
  if (st.pathAtSegment) {
    if (st.previousIsPeriod) {
      // Sanity: the proof says consecutive periods translate and count the
      // same; a failure here is a bug, not a kernel to approximate.
      SmallVector<int64_t> shift;
      WarpInstructionCounts last = counts, before = st.countsAtSegment;
      last.add(st.countsAtSegment, -1);
      before.add(st.countsAtPrevious, -1);
      size_t perIter = st.perIteration.size();
      if (!translatedEvents(st.previous, st.segment, shift) ||
          !(last == before) || shift.size() != perIter * st.unroll)
        return stop();
      for (auto [i, d] : llvm::enumerate(shift))
        if (d != st.perIteration[i % perIter] * st.unroll)
          return stop();
      PathLength delay;
      if (WarpCriticalPath::shiftedBy(*st.pathAtSegment, now, delay,
                                      path.referenceMemory())) {
        int64_t skip = (st.minTrips - k) / st.unroll * st.unroll;
        if (skip < st.unroll)
          return stop();
        return skipIterations(st, skip, delay) ? skip : 0;
      }
      if (++st.periodsCompared >= LoopSteadyState::kMaxPeriods)
        return stop();
    }
    std::swap(st.previous, st.segment);
    st.countsAtPrevious = st.countsAtSegment;
    st.previousIsPeriod = true;
  }
  st.segment.clear();
  st.countsAtSegment = counts;
  st.pathAtSegment = std::move(now);
  st.nextBoundary = k + st.unroll;
  return 0;
}

bool WarpSimulator::skipIterations(LoopSteadyState &st, int64_t skip,
                                   const PathLength &delay) {
  // Iteration i of the skipped ones (0-based) makes the accesses of the
  // last simulated iteration, each moved by (i + 1) * delta_e. Those of
  // one phase r = i mod P_e cost the same (P_e * delta_e is aligned): one
  // access of phase r stands for all of them, repeated every P_e
  // iterations.
  size_t perIter = st.perIteration.size();
  ArrayRef<WarpAccessEvent> base =
      ArrayRef<WarpAccessEvent>(st.segment).take_back(perIter);
  std::vector<WarpAccessEvent> repeated;
  repeated.reserve(base.size() * 2);
  for (auto [ev, delta] : llvm::zip(base, st.perIteration)) {
    using Part = WarpAccessEvent::Part;
    int64_t period = alignedPeriod({delta}, st.alignment, 1);
    // A shift within the bytes a lane moves: the skipped iterations touch
    // one contiguous range per lane, reported once for the footprints.
    bool overlapping = delta != 0 && period > 1 && ev.numRepeats == 0 &&
                       std::abs(delta) <= ev.bytesPerLane &&
                       ev.part != Part::CostsOnly;
    if (overlapping) {
      std::optional<WarpAccessEvent> wide =
          repeatedEvent(ev, delta > 0 ? delta : skip * delta, 0, 1);
      if (!wide) {
        st.on = false;
        return false;
      }
      wide->part = Part::FootprintOnly;
      wide->bytesPerLane += (skip - 1) * std::abs(delta);
      repeated.push_back(std::move(*wide));
      if (ev.part == Part::FootprintOnly)
        continue;
    }
    for (int64_t r = 0; r < std::min(period, skip); ++r) {
      int64_t count = (skip - r + period - 1) / period;
      std::optional<WarpAccessEvent> moved =
          repeatedEvent(ev, (r + 1) * delta, period * delta, count);
      if (!moved) {
        st.on = false; // Simulate the rest.
        return false;
      }
      if (overlapping)
        moved->part = Part::CostsOnly;
      repeated.push_back(std::move(*moved));
    }
  }
  st.on = false;
  WarpInstructionCounts perPeriod = counts;
  perPeriod.add(st.countsAtSegment, -1);
  int64_t periods = skip / st.unroll;
  counts.add(perPeriod, static_cast<double>(periods));
  path.advance(delay, periods);
  skippedIterations += skip;
  for (const WarpAccessEvent &ev : repeated)
    emit(ev);
  st.segment.clear();
  st.previous.clear();
  return true;
}

/// affine.if: its integer set, lane by lane.
void WarpSimulator::runAffineIf(const ProgramInstr &in, LaneMask mask,
                                LaneMask maybe) {
  IntegerSet set = in.set;
  ArrayRef<Slot> ops(in.lbOperands);
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
  runBlock(in.thenBlock(), (holds & known) | unknownLanes,
           maybe | unknownLanes);
  if (in.elseBlock() >= 0)
    runBlock(in.elseBlock(), (mask & ~holds & known) | unknownLanes,
             maybe | unknownLanes);
}

/// A global atomic that MLIR's NVVM lowering expands into a compare-and-swap
/// loop (AtomicClass.h).
bool WarpSimulator::isGlobalCasLoop(const ProgramInstr &in) const {
  return in.cls == InstructionClass::globalAtomic &&
         in.kind == ProgramInstr::Kind::Access &&
         mlir::warp::isGlobalCasLoop(program.accessAt(in.access).rmwKind);
}

void WarpSimulator::runInstr(const ProgramInstr &in, LaneMask mask,
                             LaneMask maybe) {
  if (in.eliminated)
    return; // its results are an earlier op's (ScalarOptimizations.cpp)
  if (in.collective) {
    runCollective(in, mask);
    return;
  }
  if (in.cls == InstructionClass::barrier && !divergentBarrier &&
      mask != laneValid)
    divergentBarrier = in.op;
  if (in.fusedIntoUser) {
    // Part of its user's FMA: no issue slot, no latency, no count; the
    // FMA waits for its operands.
    path.passThrough(in.operands, in.results);
    for (Slot r : in.results)
      set(r, LaneValue());
    return;
  }
  if (isGlobalCasLoop(in)) {
    path.issueCasLoop(in.operands, in.results);
    if (mask)
      counts.globalCasLoops += 1;
  } else {
    path.issue(in.operands, in.results, in.cls);
  }
  count(in.cls, mask);
  switch (in.kind) {
  case ProgramInstr::Kind::Index:
    runIndex(in);
    return;
  case ProgramInstr::Kind::Access:
    access(program.accessAt(in.access), mask, maybe);
    for (Slot r : in.results)
      set(r, LaneValue());
    return;
  case ProgramInstr::Kind::Opaque:
    for (Slot r : in.results)
      set(r, LaneValue());
    return;
  case ProgramInstr::Kind::Terminator:
  case ProgramInstr::Kind::Constant:
    return;
  case ProgramInstr::Kind::Parallel:
  case ProgramInstr::Kind::Forall:
    runParallelNest(in, 0, mask, maybe);
    path.beginRegion();
    return;
  case ProgramInstr::Kind::While:
    return runWhile(in, mask, maybe);
  case ProgramInstr::Kind::If:
    return runIf(in, mask, maybe);
  case ProgramInstr::Kind::For:
    return runFor(in, mask, maybe);
  case ProgramInstr::Kind::AffineFor:
    return runAffineFor(in, mask, maybe);
  case ProgramInstr::Kind::AffineIf:
    return runAffineIf(in, mask, maybe);
  }
}

void WarpSimulator::runParallelNest(const ProgramInstr &in, unsigned dim,
                                    LaneMask mask, LaneMask maybe) {
  if (dim == in.ivs.size()) {
    runBlock(in.thenBlock(), mask, maybe);
    return;
  }
  LaneValue lb = operandValue(in.lbs[dim]);
  LaneValue ub = operandValue(in.ubs[dim]);
  LaneValue st = operandValue(in.steps[dim]);
  LaneMask bounded = countedLanes(lb, ub, st, mask);
  // The dimensions become nested `index` loops; ptxas may unroll the
  // innermost as it does an scf.for.
  bool innermost = dim + 1 == in.ivs.size();
  const int64_t unroll = innermost ? unrollFactor(in) : 1;
  for (int64_t k = 0;; ++k) {
    LaneValue ivv;
    LaneMask active = iterationLanes(lb, ub, st, bounded, k, ivv);
    if (!active || iterationCapped(k))
      break;
    set(in.ivs[dim], ivv);
    beginIteration(k, unroll, /*controlOps=*/5);
    path.readyNow(in.ivs[dim]);
    runParallelNest(in, dim + 1, active, maybe);
  }
}

// scf.while, lane by lane in lockstep: every active lane runs the "before"
// region; the lanes whose condition holds run the "after" region and go
// round again, the others leave with the values scf.condition forwards. A
// lane whose condition is not known (it depends on loaded data) leaves, and
// the counts are then approximate. Each round waits for the branch on the
// condition (one integer latency; the compare is an op of the region).
void WarpSimulator::runWhile(const ProgramInstr &in, LaneMask mask,
                             LaneMask maybe) {
  SmallVector<LaneValue, 2> iter, results(in.results.size());
  for (Slot s : in.inits)
    iter.push_back(get(s));
  int32_t before = in.regions[0][0], after = in.regions[1][0];
  LaneMask active = mask;
  for (int64_t k = 0; active && !iterationCapped(k); ++k) {
    if (k == 0)
      path.beginRegion();
    else
      path.beginRegionAfterChain(path.loopControlCycles(1));
    for (auto [i, arg] : llvm::enumerate(in.iterArgs)) {
      set(arg, iter[i]);
      path.alias(arg, k == 0 ? in.inits[i] : in.afterYield[i]);
    }
    runBlock(before, active, maybe);
    LaneValue cond = get(in.condition);
    SmallVector<LaneValue, 2> forwarded;
    for (Slot s : in.forwarded)
      forwarded.push_back(get(s));
    LaneMask goOn = active & cond.known;
    for (int l = 0; l < kWarpSize; ++l)
      if ((goOn >> l & 1) && cond.v[l] == 0)
        goOn &= ~(1u << l);
    if (active & ~cond.known)
      approximate = true;
    LaneMask leaving = active & ~goOn;
    for (auto [i, r] : llvm::enumerate(results))
      for (int l = 0; l < kWarpSize; ++l)
        if (leaving >> l & 1) {
          r.v[l] = forwarded[i].v[l];
          if (forwarded[i].known >> l & 1)
            r.known |= 1u << l;
        }
    active = goOn;
    if (!active)
      break;
    for (auto [i, arg] : llvm::enumerate(in.afterArgs)) {
      set(arg, forwarded[i]);
      path.alias(arg, in.forwarded[i]);
    }
    runBlock(after, active, maybe);
    for (auto [i, v] : llvm::enumerate(in.afterYield))
      takeLanes(iter[i], get(v), active);
  }
  path.beginRegion();
  for (auto [i, res] : llvm::enumerate(in.results)) {
    set(res, results[i]);
    path.alias(res, in.forwarded[i]);
  }
}
