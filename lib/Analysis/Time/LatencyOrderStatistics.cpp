//===- LatencyOrderStatistics.cpp - Waiting for the last of n loads ------===//
//
// See LatencyOrderStatistics.h. A component is a quantile function
// (probability p_i, latency x_i), linear in between, scaled so that its mean
// is the component's mean; a point mass is the quantile function
// {(0, m), (1, m)}. The mixture CDF is linear between consecutive
// breakpoints (the union of all components' x_i), so on [a, b] with
// F(a+) = Fa and F(b−) = Fb:
//   ∫ F^n dx = (b − a)(Fb^(n+1) − Fa^(n+1)) / ((n + 1)(Fb − Fa)).
//
//===----------------------------------------------------------------------===//

#include "Warp/Analysis/Time/LatencyOrderStatistics.h"

#include <algorithm>
#include <cmath>
#include <vector>

using namespace mlir;
using namespace mlir::warp;

double mlir::warp::quantileMean(const LatencyQuantiles &q) {
  double mean = 0;
  for (size_t i = 1; i < q.cycles.size(); ++i)
    mean += (q.probability[i] - q.probability[i - 1]) *
            (q.cycles[i] + q.cycles[i - 1]) / 2;
  return mean;
}

namespace {

/// A component's quantile points, scaled, with its weight.
struct ScaledComponent {
  double weight;
  std::vector<double> p, x;

  /// The CDF at x, approached from the right (fromRight) or from the left:
  /// they differ where the quantile function is flat (a jump of the CDF).
  double cdf(double at, bool fromRight) const {
    if (fromRight ? at < x.front() : at <= x.front())
      return 0;
    if (fromRight ? at >= x.back() : at > x.back())
      return 1;
    // The segment with x[i-1] <= at < x[i] (from the right) or
    // x[i-1] < at <= x[i] (from the left); x is sorted.
    size_t i = (fromRight ? std::upper_bound(x.begin(), x.end(), at)
                          : std::lower_bound(x.begin(), x.end(), at)) -
               x.begin();
    if (i == 0 || i >= x.size())
      return 1;
    return p[i - 1] + (p[i] - p[i - 1]) * (at - x[i - 1]) / (x[i] - x[i - 1]);
  }
};

} // namespace

double
mlir::warp::expectedMaximumLatency(llvm::ArrayRef<LatencyComponent> parts,
                                   double n) {
  double result = 0;
  expectedMaximumLatencies(parts, n, result);
  return result;
}

void mlir::warp::expectedMaximumLatencies(
    llvm::ArrayRef<LatencyComponent> parts, llvm::ArrayRef<double> ns,
    llvm::MutableArrayRef<double> results) {
  std::vector<ScaledComponent> comps;
  std::vector<double> breaks;
  for (const LatencyComponent &part : parts) {
    if (part.weight <= 0)
      continue;
    ScaledComponent c{part.weight, {0, 1}, {part.meanCycles, part.meanCycles}};
    if (part.shape && part.shape->isSet()) {
      double mean = quantileMean(*part.shape);
      double scale = mean > 0 ? part.meanCycles / mean : 1;
      c.p = part.shape->probability;
      c.x.clear();
      for (double x : part.shape->cycles)
        c.x.push_back(x * scale);
    }
    breaks.insert(breaks.end(), c.x.begin(), c.x.end());
    comps.push_back(std::move(c));
  }
  if (comps.empty()) {
    for (double &r : results)
      r = 0;
    return;
  }
  double total = 0;
  for (const ScaledComponent &c : comps)
    total += c.weight;
  for (ScaledComponent &c : comps)
    c.weight /= total;
  std::sort(breaks.begin(), breaks.end());
  breaks.erase(std::unique(breaks.begin(), breaks.end()), breaks.end());
  auto mixture = [&](double at, bool fromRight) {
    double f = 0;
    for (const ScaledComponent &c : comps)
      f += c.weight * c.cdf(at, fromRight);
    return std::clamp(f, 0.0, 1.0);
  };
  // The mixture's CDF at each interval's ends, shared by every n.
  std::vector<double> fa(breaks.size()), fb(breaks.size());
  for (size_t i = 1; i < breaks.size(); ++i) {
    fa[i] = mixture(breaks[i - 1], /*fromRight=*/true);
    fb[i] = mixture(breaks[i], /*fromRight=*/false);
  }
  for (size_t k = 0; k < ns.size(); ++k) {
    double n = std::max(1.0, ns[k]);
    double result = breaks.front();
    for (size_t i = 1; i < breaks.size(); ++i) {
      double a = breaks[i - 1], b = breaks[i];
      double integralOfPower =
          std::abs(fb[i] - fa[i]) < 1e-12
              ? (b - a) * std::pow(fa[i], n)
              : (b - a) * (std::pow(fb[i], n + 1) - std::pow(fa[i], n + 1)) /
                    ((n + 1) * (fb[i] - fa[i]));
      result += (b - a) - integralOfPower;
    }
    results[k] = result;
  }
}
