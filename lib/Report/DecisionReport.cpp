//===- DecisionReport.cpp - Why a launch configuration was chosen ---------===//
//
// See DecisionReport.h.
//
//===----------------------------------------------------------------------===//

#include "Warp/Report/DecisionReport.h"

#include "Warp/Report/ApproximationText.h"

#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FormatVariadic.h"

#include <cmath>
#include <map>

using namespace mlir;
using namespace mlir::warp;

std::string mlir::warp::describeCandidate(const LoopNest &nest,
                                          const LaunchMapping &m) {
  std::string s =
      llvm::formatv("{0}x{1}x{2}", m.block[0], m.block[1], m.block[2]).str();
  const char *xyz = "xyz";
  bool folded = false;
  for (int a = 0; a < 3; ++a)
    if (m.fold[a] > 1) {
      s += llvm::formatv(" fold {0}{1}", xyz[a], m.fold[a]).str();
      folded = true;
    }
  if (folded && m.consecutiveFold)
    s += " consecutive";
  unsigned r = nest.rank();
  if (r > 1 && m.loopDimOf[0] != static_cast<int>(r) - 1) {
    s += " [";
    for (unsigned a = 0; a < r; ++a)
      s += llvm::formatv("{0}{1}=d{2}", a ? " " : "", xyz[a], m.loopDimOf[a])
               .str();
    s += "]";
  }
  return s;
}

static std::string formatTime(double us) {
  if (us >= 1000)
    return llvm::formatv("{0:F2} ms", us / 1000).str();
  return llvm::formatv("{0:F1} us", us).str();
}

static std::string percentMore(double pick, double other) {
  if (pick <= 0)
    return other > 0 ? "more" : "+0 %";
  double pct = (other / pick - 1) * 100;
  if (std::fabs(pct) < 10)
    return llvm::formatv("{0}{1:F1} %", pct >= 0 ? "+" : "", pct).str();
  return llvm::formatv("{0}{1:F0} %", pct >= 0 ? "+" : "", pct).str();
}

std::string mlir::warp::whyItLoses(const Prediction &pick,
                                   const Prediction &other,
                                   const HardwareTarget &target,
                                   RankObjective objective) {
  if (!other.modelled)
    return "not modelled: " + other.reason;
  const LaunchVolumes &a = pick.volumes, &b = other.volumes;
  if (objective == RankObjective::dram) {
    double x = a.dramReadBytes + a.dramWriteBytes,
           y = b.dramReadBytes + b.dramWriteBytes;
    if (std::fabs(y - x) > 1e-9 * std::max(x, y))
      return percentMore(x, y) + " DRAM bytes";
    return "the same DRAM bytes, ranked by the tie rule (the shorter time, "
           "then the earlier candidate)";
  }
  Bound lim = other.cost.limiter;
  auto occupancy = [&](const Prediction &p) {
    return target.sm.maxWarps
               ? 100.0 * p.volumes.occupancy.warpsPerSM / target.sm.maxWarps
               : 0.0;
  };
  double tPick = pick.cost.timeUs, tOther = other.cost.timeUs;
  if (std::fabs(tOther - tPick) <= 1e-9 * std::max(tPick, tOther))
    return "a tie, ranked by the tie rule (fewer DRAM bytes, then the "
           "earlier candidate)";
  std::string what;
  double x = 0, y = 0;
  if (lim == Bound::dram) {
    x = a.dramReadBytes + a.dramWriteBytes;
    y = b.dramReadBytes + b.dramWriteBytes;
    what = " DRAM bytes";
  } else if (lim == Bound::l2 && other.cost.l2Term == L2Term::writePasses) {
    x = pick.cost.l2WritePasses;
    y = other.cost.l2WritePasses;
    what = llvm::formatv(" L2 write passes ({0} sectors written in part)",
                         b.l2PartialWriteSectors)
               .str();
  } else if (lim == Bound::l2) {
    x = a.l2ReadBytes + a.l2WriteBytes;
    y = b.l2ReadBytes + b.l2WriteBytes;
    what = " L2 bytes";
  } else if (lim == Bound::l1) {
    x = static_cast<double>(a.l1Wavefronts + a.l1GlobalStoreWavefronts +
                            a.sharedWavefronts);
    y = static_cast<double>(b.l1Wavefronts + b.l1GlobalStoreWavefronts +
                            b.sharedWavefronts);
    what = " L1 wavefronts";
  }
  // The resource that limits `other` grew: say by how much.
  if (!what.empty() && y > x * 1.005)
    return percentMore(x, y) + what;
  if (lim == Bound::latency && occupancy(other) < occupancy(pick))
    return llvm::formatv("occupancy {0:F0} %", occupancy(other)).str();
  if (a.waves != b.waves && b.waves > a.waves)
    return llvm::formatv("{0} waves of {1} blocks instead of {2}", b.waves,
                         b.waveBlocks, a.waves)
        .str();
  // Else the bound that grew most (the soft maximum of seed 004 §1.7 adds
  // every bound, not only the largest).
  std::optional<Bound> grew;
  double most = 0;
  for (Bound b : allBounds())
    if (other.cost.boundUs(b) - pick.cost.boundUs(b) > most) {
      most = other.cost.boundUs(b) - pick.cost.boundUs(b);
      grew = b;
    }
  if (!grew)
    return "the same bounds, combined into a longer time";
  return percentMore(pick.cost.boundUs(*grew), other.cost.boundUs(*grew)) +
         " " + boundName(*grew).str() + " bound";
}

/// "1.06 ms, dram-bound (94 % of the time at the DRAM bound)".
std::string mlir::warp::timeAndLimiter(const Prediction &p, RankObjective obj) {
  if (!p.hasCost)
    return "not predicted";
  std::string s = formatTime(p.cost.timeUs) + ", " +
                  boundName(p.cost.limiter).str() + "-bound";
  if (obj == RankObjective::dram)
    s += llvm::formatv(", {0:F1} MB DRAM",
                       (p.volumes.dramReadBytes + p.volumes.dramWriteBytes) /
                           1e6)
             .str();
  return s;
}

/// The candidates that could not be predicted, by reason:
/// " (3 not modelled: 2 the block does not fit on an SM; 1 ...)", or "".
static std::string unmodelledSuffix(ArrayRef<Prediction> predictions) {
  std::map<std::string, size_t> reasons;
  size_t n = 0;
  for (const Prediction &p : predictions)
    if (!p.modelled) {
      ++reasons[p.reason];
      ++n;
    }
  if (!n)
    return "";
  std::string s = llvm::formatv(" ({0} not modelled: ", n).str();
  bool first = true;
  for (const auto &[reason, count] : reasons) {
    s += llvm::formatv("{0}{1} {2}", first ? "" : "; ", count, reason).str();
    first = false;
  }
  return s + ")";
}

std::string mlir::warp::decisionRemark(const LoopNest &nest,
                                       ArrayRef<Prediction> predictions,
                                       ArrayRef<size_t> order, unsigned top,
                                       RankObjective objective,
                                       const HardwareTarget &target) {
  const Prediction &pick = predictions[order.front()];
  std::string s = "picked " + describeCandidate(nest, pick.mapping) + ": " +
                  timeAndLimiter(pick, objective);
  double share = pick.cost.timeUs > 0
                     ? pick.cost.boundUs(pick.cost.limiter) / pick.cost.timeUs
                     : 0;
  s +=
      llvm::formatv(" ({0:F0} % of the time at that bound)", share * 100).str();
  for (size_t k = 1; k < std::min<size_t>(top, order.size()); ++k) {
    const Prediction &p = predictions[order[k]];
    s += "; " + describeCandidate(nest, p.mapping) + ": ";
    if (!p.modelled) {
      s += "not modelled (" + p.reason + ")";
      continue;
    }
    s += timeAndLimiter(p, objective) + " (" +
         whyItLoses(pick, p, target, objective) + ")";
  }
  s += llvm::formatv("; of {0} candidates", predictions.size()).str();
  s += unmodelledSuffix(predictions);
  return s + approximationSuffix(pick);
}

std::string mlir::warp::approximationSuffix(const Prediction &p) {
  if (p.exact())
    return "";
  // Each approximation once, in order (an access repeated per fragment or
  // output of a thread would otherwise repeat its text).
  std::string s = "; the prediction is approximate: ";
  llvm::StringSet<> seen;
  bool first = true;
  for (const std::string &a : describeApproximations(p)) {
    if (!seen.insert(a).second)
      continue;
    s += (first ? "" : "; ") + a;
    first = false;
  }
  return s;
}

llvm::json::Object mlir::warp::decisionHeader(Operation *op, StringRef problem,
                                              const HardwareTarget &target) {
  // Owned strings: a json::Value made from a StringRef only borrows it,
  // and `problem` is often a temporary.
  llvm::json::Object o;
  o["op"] = op->getName().getStringRef().str();
  if (auto loc = dyn_cast<FileLineColLoc>(op->getLoc()))
    o["loc"] = llvm::formatv("{0}:{1}:{2}", loc.getFilename().getValue(),
                             loc.getLine(), loc.getColumn())
                   .str();
  o["problem"] = problem.str();
  o["target"] = target.name;
  return o;
}

llvm::json::Object
mlir::warp::prunedReport(const std::map<std::string, size_t> &pruned) {
  llvm::json::Object o;
  for (const auto &[why, n] : pruned)
    o[why] = static_cast<int64_t>(n);
  return o;
}

llvm::json::Object mlir::warp::decisionReport(const LoopNest &nest,
                                              ArrayRef<Prediction> predictions,
                                              ArrayRef<size_t> order,
                                              RankObjective objective,
                                              const HardwareTarget &target) {
  llvm::json::Object o;
  o["kind"] = nest.kindName();
  if (auto loc = dyn_cast<FileLineColLoc>(nest.op->getLoc()))
    o["loop"] = llvm::formatv("{0}:{1}:{2}", loc.getFilename().getValue(),
                              loc.getLine(), loc.getColumn())
                    .str();
  llvm::json::Array domain;
  for (unsigned d = 0; d < nest.rank(); ++d)
    domain.push_back(llvm::json::Object{{"lower", nest.lowerBounds[d]},
                                        {"upper", nest.upperBounds[d]},
                                        {"step", nest.steps[d]},
                                        {"iterations", nest.extents[d]}});
  o["domain"] = std::move(domain);
  o["target"] = target.name;
  o["objective"] = objective == RankObjective::time ? "time" : "dram";
  o["candidates"] = static_cast<int64_t>(predictions.size());
  o["not_modelled"] = static_cast<int64_t>(llvm::count_if(
      predictions, [](const Prediction &p) { return !p.modelled; }));
  llvm::json::Array ranking;
  auto triple = [](const auto &a) {
    return llvm::json::Array{a[0], a[1], a[2]};
  };
  for (auto [rank, i] : llvm::enumerate(order)) {
    const Prediction &p = predictions[i];
    llvm::json::Object c;
    c["rank"] = static_cast<int64_t>(rank + 1);
    c["candidate"] = describeCandidate(nest, p.mapping);
    c["block"] = triple(p.mapping.block);
    c["grid"] = triple(p.mapping.grid);
    c["fold"] = triple(p.mapping.fold);
    c["consecutive_fold"] = p.mapping.consecutiveFold;
    llvm::json::Array dims;
    for (unsigned a = 0; a < nest.rank(); ++a)
      dims.push_back(p.mapping.loopDimOf[a]);
    c["loop_dim_of_xyz"] = std::move(dims);
    c["modelled"] = p.modelled;
    if (!p.modelled) {
      c["reason"] = p.reason;
      ranking.push_back(std::move(c));
      continue;
    }
    c["exact"] = p.exact();
    c["dram_bytes"] = p.volumes.dramReadBytes + p.volumes.dramWriteBytes;
    c["l2_bytes"] = p.volumes.l2ReadBytes + p.volumes.l2WriteBytes;
    if (p.hasCost) {
      c["time_us"] = p.cost.timeUs;
      c["limiter"] = boundName(p.cost.limiter);
      llvm::json::Object bounds;
      for (Bound b : allBounds())
        bounds[boundName(b)] = p.cost.boundUs(b);
      c["bounds_us"] = std::move(bounds);
      c["resident_warps_per_sm"] = p.cost.residentWarpsPerSM;
    }
    if (rank > 0)
      c["loses_by"] =
          whyItLoses(predictions[order.front()], p, target, objective);
    ranking.push_back(std::move(c));
  }
  o["ranking"] = std::move(ranking);
  return o;
}

std::string mlir::warp::describeSearch(const CandidateSearch &search) {
  if (!search.staged)
    return "";
  return llvm::formatv("staged search: the foldings of the {0} best of {1} "
                       "unfolded candidates; {2} of {3} candidates ranked "
                       "(search=exhaustive ranks all)",
                       search.kept, search.unfolded, search.ranked,
                       search.spaceSize)
      .str();
}

std::string mlir::warp::describeLayoutLeftOut(FoldLayout searched) {
  return searched == FoldLayout::consecutive
             ? "folded points consecutive only (fold-layout=both also ranks "
               "them interleaved, t, t + B, ...)"
             : "folded points interleaved only (fold-layout=both also ranks "
               "them consecutive, tF .. tF + F - 1, as upstream tiling with "
               "num_threads and the transform op make them)";
}

llvm::json::Object mlir::warp::searchReport(const CandidateSearch &search) {
  llvm::json::Object o;
  o["mode"] = search.staged ? "staged" : "exhaustive";
  o["space_candidates"] = static_cast<int64_t>(search.spaceSize);
  o["ranked_candidates"] = static_cast<int64_t>(search.ranked);
  if (search.staged) {
    o["unfolded_candidates"] = static_cast<int64_t>(search.unfolded);
    o["folded_shapes"] = static_cast<int64_t>(search.kept);
  }
  if (search.onlyLayout)
    o["fold_layout_only"] = *search.onlyLayout == FoldLayout::consecutive
                                ? "consecutive"
                                : "interleaved";
  return o;
}
