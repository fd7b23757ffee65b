//===- ContractionLowerBound.cpp - A tiling's time, bounded from below ----===//
//
// See ContractionLowerBound.h.
//
//===----------------------------------------------------------------------===//

#include "Warp/Search/ContractionLowerBound.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

#include <algorithm>
#include <cmath>

using namespace mlir;
using namespace mlir::warp;

/// The body's result is an add of the accumulator (the output's block
/// argument) and something else, on a type of 32 bits or more: each
/// multiply-accumulate issues that add once per lane. A narrower type may
/// be packed two to a register, which the bound does not assume away.
static bool accumulatesWideAdd(const ContractionProblem &p) {
  linalg::LinalgOp op = p.op;
  Block *body = op.getBlock();
  Value result = body->getTerminator()->getOperand(0);
  Operation *add = result.getDefiningOp();
  if (!isa_and_nonnull<arith::AddFOp, arith::AddIOp>(add) ||
      !result.getType().isIntOrFloat() ||
      result.getType().getIntOrFloatBitWidth() < 32)
    return false;
  Value acc = body->getArguments().back();
  return add->getOperand(0) == acc || add->getOperand(1) == acc;
}

ContractionTimeBound
mlir::warp::contractionTimeLowerBound(const ContractionProblem &p,
                                      const ContractionTile &t,
                                      const HardwareTarget &target) {
  ContractionTimeBound b;
  const double hz = target.sm.clockMHz * 1e6;
  const double sms = static_cast<double>(target.sm.count);
  if (hz <= 0 || sms <= 0)
    return b;
  const double us = 1e6, lanes = 32;
  const double macs = static_cast<double>(p.batch) * p.m * p.n * p.k;
  std::array<int64_t, 3> g = t.grid(p);
  const double gridN = static_cast<double>(g[0]),
               gridM = static_cast<double>(g[1]);
  // Staging copies: every block loads the A elements of its rows and the B
  // elements of its columns over the whole K (split-K slices share K), and
  // stores each to workgroup memory.
  const double copied =
      static_cast<double>(p.batch) * p.k *
      (gridN * static_cast<double>(p.m) + gridM * static_cast<double>(p.n));
  double instructions = 2 * copied / lanes;
  double wavefronts = copied / lanes;
  double compute = 0;
  if (t.mma) {
    // Per warp and 16-deep K step: WM/16 x WN/16 mma, WM/16 + WN/16
    // fragments of 16 x 16 f16 (512 bytes: 4 wavefronts at least).
    const double products = macs / (16.0 * 16.0 * 16.0);
    const double fragments = products * (16.0 / static_cast<double>(t.wn) +
                                         16.0 / static_cast<double>(t.wm));
    instructions += products + fragments;
    wavefronts += 4 * fragments;
    if (target.sm.tensorFlopsPerCycle > 0)
      compute = 2 * macs / (sms * target.sm.tensorFlopsPerCycle * hz);
  } else {
    // TM values of A and TN of B per K step, by each thread that owns an
    // output: at least outputs / (TM TN) threads.
    const double loads = macs * (1.0 / static_cast<double>(t.tm) +
                                 1.0 / static_cast<double>(t.tn));
    instructions += loads / lanes;
    wavefronts += loads / lanes;
    if (accumulatesWideAdd(p)) {
      instructions += macs / lanes;
      linalg::LinalgOp op = p.op;
      Type acc = op.getBlock()->getArguments().back().getType();
      if (acc.isF32() && target.sm.fp32PerCycle > 0)
        compute = macs / (sms * target.sm.fp32PerCycle * hz);
      else if (acc.isF64() && target.sm.fp64PerCycle > 0)
        compute = macs / (sms * target.sm.fp64PerCycle * hz);
    }
  }
  if (target.sm.issuePerCycle > 0)
    b.issueUs =
        (instructions / target.sm.issuePerCycle + wavefronts) / (sms * hz) * us;
  b.computeUs = compute * us;
  const double blocks = static_cast<double>(g[0]) * g[1] * g[2];
  b.blocksUs = std::ceil(blocks / sms) * target.latency.blockLaunch / hz * us;
  b.us = std::max({b.issueUs, b.computeUs, b.blocksUs}) * (1 - 1e-4) +
         target.latency.kernelLaunchUs;
  return b;
}
