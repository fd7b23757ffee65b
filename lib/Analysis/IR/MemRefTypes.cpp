//===- MemRefTypes.cpp - Element sizes and memory spaces ------------------===//

#include "Analysis/IR/MemRefTypes.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"

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
