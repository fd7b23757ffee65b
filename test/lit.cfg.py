# -*- Python -*-
import os

import lit.formats
from lit.llvm import llvm_config
from lit.llvm.subst import ToolSubst

config.name = "WARP"
config.test_format = lit.formats.ShTest(not llvm_config.use_lit_shell)
config.suffixes = [".mlir"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.warp_obj_root, "test")
config.excludes = ["Inputs", "CMakeLists.txt", "README.txt", "lit.cfg.py",
                   "lit.site.cfg.py"]

config.substitutions.append(("%PATH%", config.environment["PATH"]))
config.substitutions.append(("%warp_src", config.warp_src_root))

llvm_config.use_default_substitutions()
llvm_config.with_environment("PATH", config.llvm_tools_dir, append_path=True)

tool_dirs = [config.warp_tools_dir, config.llvm_tools_dir]
tools = ["warp-opt", "warp-rank", "warp-project"]
llvm_config.add_tool_substitutions(tools, tool_dirs)

# ptxas (CUDA, as CMake found it: WARP_PTXAS) and mlir-opt for the tests
# that compile kernels to read their registers; elsewhere those tests are
# reported as unsupported.
ptxas = config.ptxas if config.ptxas and not config.ptxas.endswith("-NOTFOUND") else None
if ptxas and os.access(ptxas, os.X_OK) and os.access(
        os.path.join(config.llvm_tools_dir, "mlir-opt"), os.X_OK):
    config.available_features.add("ptxas")
    llvm_config.with_environment("PATH", os.path.dirname(ptxas), append_path=True)

# The ptxas report cache (lib/Target/PtxasCache.h) is off in the tests, so
# that each test runs the tools it names; the cache's own test sets it.
config.environment["WARP_CACHE_DIR"] = ""

# Upstream mlir-opt (Debian's mlir-22-tools), for the tests that lower
# Warp's output to PTX with MLIR's own NVVM pipeline.
mlir_opt = os.path.join(config.llvm_tools_dir, "mlir-opt")
if os.access(mlir_opt, os.X_OK):
    config.available_features.add("mlir-opt")
    config.substitutions.append(("%mlir_opt", mlir_opt))

# Warp as a plugin of the unmodified upstream mlir-opt.
# A sanitized plugin cannot load into the unsanitized mlir-opt (the ASan
# runtime must come first): scripts/sanitize.sh sets WARP_SANITIZED.
warp_plugin = os.path.join(config.warp_obj_root, "lib", "WarpPlugin.so")
if os.path.exists(warp_plugin) and not os.environ.get("WARP_SANITIZED"):
    config.available_features.add("warp-plugin")
    config.substitutions.append(("%warp_plugin", warp_plugin))
