//===- LoopCoverage.cpp - A mapped loop nest runs every iteration once ----===//
//
// See LoopCoverage.h and RelationBuilder.h.
//
//===----------------------------------------------------------------------===//

#include "Warp/Analysis/Relations/LoopCoverage.h"

#include "Analysis/Relations/RelationBuilder.h"

#include "llvm/ADT/StringExtras.h"

using namespace mlir;
using namespace mlir::warp;

std::string mlir::warp::checkNestCoverage(Operation *launch, Block *guarded,
                                          ArrayRef<Value> indices,
                                          const LoopNest &nest,
                                          const LaunchMapping &mapping) {
  KernelProgram program(launch, llvm::DenseMap<unsigned, int64_t>());
  std::optional<int32_t> block = program.findBlock(guarded);
  if (!block)
    return "the guarded body is not inside the launch";
  SmallVector<Slot, 3> slots;
  for (Value v : indices) {
    std::optional<Slot> s = program.findSlot(v);
    if (!s)
      return "an index value is not used inside the launch";
    slots.push_back(*s);
  }
  LaunchSizes ctx = mapping.sizes();
  auto holder = std::make_shared<IslContextHolder>();
  try {
    RelationBuilder builder(program, ctx, holder);
    std::string why;
    std::optional<isl::map> map = builder.valuesOver(*block, slots, why);
    if (!map)
      return why;
    // { [i0, ...] : lb <= i < ub and i = lb + step * k for some k >= 0 }
    std::string vars, cond;
    for (unsigned d = 0; d < nest.rank(); ++d) {
      std::string i = "i" + std::to_string(d), k = "k" + std::to_string(d);
      vars += (d ? ", " : "") + i;
      cond += std::string(d ? " and " : "") + "exists " + k + " : " + i +
              " = " + std::to_string(nest.lowerBounds[d]) + " + " +
              std::to_string(nest.steps[d]) + k + " and " + k + " >= 0 and " +
              i + " < " + std::to_string(nest.upperBounds[d]);
    }
    isl::set domain(holder->get(), "{ [" + vars + "] : " +
                                       (cond.empty() ? "true" : cond) + " }");
    isl::set range = map->range();
    if (!range.is_subset(domain))
      return "it computes points outside the nest's domain, for example " +
             islsup::toString(isl::set(range.subtract(domain).sample_point()));
    if (!domain.is_subset(range))
      return "it misses points of the nest's domain, for example " +
             islsup::toString(isl::set(domain.subtract(range).sample_point()));
    if (!map->is_injective()) {
      // Two instances with the same point: (a -> p) and (b -> p), a != b.
      isl::map same = map->apply_range(map->reverse());
      isl::map identity =
          isl::manage(isl_map_identity(isl_map_get_space(same.get())));
      isl::set twice = same.subtract(identity).domain();
      return "two instances compute the same point, for example " +
             islsup::toString(isl::set(twice.sample_point()));
    }
    return "";
  } catch (const isl::exception &e) {
    return std::string("internal ISL error: ") + e.what();
  }
}
