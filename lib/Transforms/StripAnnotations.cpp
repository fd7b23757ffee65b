//===- StripAnnotations.cpp - --warp-strip-annotations --------------------===//
//
// Removes Warp's discardable attributes (warp.*), so that the IR Warp
// annotated or lowered can be read by tools that do not load its dialect.
//
//===----------------------------------------------------------------------===//

#include "Warp/Transforms/Passes.h"

namespace mlir::warp {
#define GEN_PASS_DEF_WARPSTRIPANNOTATIONS
#include "Warp/Transforms/Passes.h.inc"
} // namespace mlir::warp

using namespace mlir;

namespace {
struct StripAnnotationsPass
    : warp::impl::WarpStripAnnotationsBase<StripAnnotationsPass> {
  void runOnOperation() override {
    getOperation()->walk([](Operation *op) {
      SmallVector<StringAttr> names;
      for (NamedAttribute a : op->getDiscardableAttrs())
        if (a.getName().getValue().starts_with("warp."))
          names.push_back(a.getName());
      for (StringAttr n : names)
        op->removeDiscardableAttr(n);
    });
  }
};
} // namespace
