//===- MemRefTypes.cpp - Element sizes and memory spaces ------------------===//

#include "Analysis/IR/MemRefTypes.h"

#include "Analysis/IR/KernelOps.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"

#include <limits>

using namespace mlir;
using namespace mlir::warp;

int64_t mlir::warp::elementBytes(Type type) {
  if (auto vec = dyn_cast<VectorType>(type))
    return vec.getNumElements() * elementBytes(vec.getElementType());
  if (auto cplx = dyn_cast<ComplexType>(type))
    return 2 * elementBytes(cplx.getElementType());
  if (type.isIndex())
    return 8;
  if (type.isIntOrFloat())
    return std::max<int64_t>(1, (type.getIntOrFloatBitWidth() + 7) / 8);
  return 0;
}

MemorySpace mlir::warp::memorySpaceOf(MemRefType type) {
  Attribute ms = type.getMemorySpace();
  if (!ms)
    return MemorySpace::global;
  if (auto gpuSpace = dyn_cast<gpu::AddressSpaceAttr>(ms)) {
    switch (gpuSpace.getValue()) {
    case gpu::AddressSpace::Workgroup:
      return MemorySpace::shared;
    case gpu::AddressSpace::Private:
      return MemorySpace::local;
    case gpu::AddressSpace::Global:
      return MemorySpace::global;
    }
  }
  if (auto intSpace = dyn_cast<IntegerAttr>(ms)) {
    if (intSpace.getInt() == 3)
      return MemorySpace::shared;
    if (intSpace.getInt() == 5)
      return MemorySpace::local;
  }
  return MemorySpace::global;
}

int64_t mlir::warp::staticSharedBytes(Operation *kernel) {
  int64_t total = 0;
  auto add = [&](Type t) {
    auto mt = dyn_cast<MemRefType>(t);
    if (!mt || !mt.hasStaticShape())
      return;
    // elementBytes, not the bit width: `index` elements have none.
    int64_t bytes;
    if (__builtin_mul_overflow(mt.getNumElements(),
                               elementBytes(mt.getElementType()), &bytes) ||
        __builtin_add_overflow(total, bytes, &total))
      total = std::numeric_limits<int64_t>::max();
  };
  if (auto func = dyn_cast<gpu::GPUFuncOp>(kernel))
    for (BlockArgument a : func.getWorkgroupAttributions())
      add(a.getType());
  if (auto launch = dyn_cast<gpu::LaunchOp>(kernel))
    for (BlockArgument a : launch.getWorkgroupAttributions())
      add(a.getType());
  kernel->walk([&](Operation *op) {
    // MLIR's lowering of gpu.all_reduce allocates its exchange buffer.
    if (int64_t bytes = collectiveSharedBytes(op))
      if (__builtin_add_overflow(total, bytes, &total))
        total = std::numeric_limits<int64_t>::max();
    if (isa<memref::AllocOp, memref::AllocaOp>(op)) {
      auto mt = cast<MemRefType>(op->getResult(0).getType());
      if (auto g = dyn_cast_or_null<gpu::AddressSpaceAttr>(mt.getMemorySpace()))
        if (g.getValue() == gpu::AddressSpace::Workgroup)
          add(mt);
    }
  });
  return total;
}
