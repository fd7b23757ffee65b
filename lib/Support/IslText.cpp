//===- IslText.cpp - Validation of ISL text -------------------------------===//

#include "Warp/Support/IslText.h"

#include <isl/ctx.h>
#include <isl/map.h>
#include <isl/options.h>

using namespace mlir;

std::string warp::validateIslMap(llvm::StringRef text) {
  isl_ctx *ctx = isl_ctx_alloc();
  isl_options_set_on_error(ctx, ISL_ON_ERROR_CONTINUE);
  std::string str = text.str();
  isl_map *map = isl_map_read_from_str(ctx, str.c_str());
  std::string error;
  if (!map) {
    const char *msg = isl_ctx_last_error_msg(ctx);
    error = msg ? msg : "malformed ISL relation";
    if (error.empty())
      error = "malformed ISL relation";
  }
  isl_map_free(map);
  isl_ctx_free(ctx);
  return error;
}
