//===- warp-rank.cpp - Rank the launch shapes of a kernel -----------------===//
//
// Predicts a kernel under many launch configurations with Warp's library
// API (KernelModel built once, predictLaunches on MLIR's thread pool,
// rankPredictions) and prints the ranking. With --timing it also measures
// the speed of the model: a cold prediction (reading the kernel plus one
// launch) and candidates per second on one thread and on all threads
// (bench/scoring/bench_speed.py prints these as a table).
//
//   warp-rank FILE.mlir --kernel=NAME --domain=512,512,512 [--target=h100]
//             [--blocks=32x4x2,64x8x1] [--top=5] [--json] [--timing]
//
//===----------------------------------------------------------------------===//

#include "Warp/Analysis/IR/KernelModel.h"
#include "Warp/Analysis/IR/LaunchContext.h"
#include "Warp/Analysis/Prediction.h"
#include "Warp/Analysis/Relations/BlockSizeGeneric.h"
#include "Warp/Dialect/WarpAttrs.h"
#include "Warp/InitAllDialects.h"
#include "Warp/Report/PredictionReport.h"
#include "Warp/Search/CandidateSpace.h"
#include "Warp/Support/OptionParsers.h"
#include "Warp/Target/HardwareTarget.h"
#include "Warp/Target/TargetRegistry.h"
#include "Warp/Version.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Support/FileUtilities.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/ThreadPool.h"
#include "llvm/Support/Threading.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

#include <chrono>

using namespace mlir;
using namespace mlir::warp;
namespace cl = llvm::cl;

static cl::OptionCategory category("warp-rank options");
static cl::opt<std::string> inputFile(cl::Positional, cl::desc("<input.mlir>"),
                                      cl::Required, cl::cat(category));
static cl::opt<std::string>
    kernelName("kernel",
               cl::desc("Kernel to rank: 'module::function' or 'function' "
                        "(may be left out if the file has one kernel)"),
               cl::cat(category));
static cl::list<int64_t> domain(
    "domain", cl::CommaSeparated, cl::Required,
    cl::desc("Points along x[,y[,z]] that the kernel covers with one thread "
             "each: every block shape gets grid = ceil(domain / block)"),
    cl::cat(category));
static cl::opt<std::string> targetName(
    "target",
    cl::desc("Hardware target: a built-in name (v100, a100, a100-40gb, "
             "a100-80gb, h100, h200), a name of WARP_HWTARGETS_DIR or the "
             "path of a target file (default: the module's #warp.target, "
             "else h100)"),
    cl::cat(category));
static cl::list<Shape3> blocks(
    "blocks", cl::CommaSeparated,
    cl::desc("Block shapes to rank, as XxYxZ (default: the passes' candidate "
             "space: every power-of-two shape with --min-threads to "
             "--max-threads threads within the target's limits, no wider "
             "than the domain, in as many dimensions as it has)"),
    cl::cat(category));
static cl::opt<int64_t> minThreads("min-threads", cl::init(32),
                                   cl::desc("Fewest threads per block"),
                                   cl::cat(category));
static cl::opt<int64_t> maxThreads("max-threads", cl::init(1024),
                                   cl::desc("Most threads per block"),
                                   cl::cat(category));
static cl::opt<int64_t>
    regs("regs", cl::init(0),
         cl::desc("Registers per thread (0: assume 32 and say so)"),
         cl::cat(category));
static cl::opt<unsigned> top("top", cl::init(5),
                             cl::desc("Candidates to print (0: all)"),
                             cl::cat(category));
static cl::opt<unsigned>
    threads("threads", cl::init(0),
            cl::desc("Threads for the ranking (0: all hardware threads)"),
            cl::cat(category));
static cl::opt<bool> json("json", cl::desc("Print the ranking as JSON"),
                          cl::cat(category));
static cl::opt<bool> timing(
    "timing",
    cl::desc("Measure the model's speed: a cold prediction, and the ranking "
             "on one thread and on --threads threads (the results must agree)"),
    cl::cat(category));

namespace {
using Clock = std::chrono::steady_clock;
double seconds(Clock::time_point a, Clock::time_point b) {
  return std::chrono::duration<double>(b - a).count();
}

int fail(const Twine &msg) {
  llvm::WithColor::error(llvm::errs(), "warp-rank") << msg << "\n";
  return 1;
}

/// The block shapes to rank: the list given, or the passes' default space
/// (CandidateSpace.h) for the domain.
std::vector<std::array<int64_t, 3>> blockShapes(const HardwareTarget &hw) {
  CandidateSpace space;
  for (const Shape3 &b : blocks)
    space.blocks.push_back(b.dims);
  space.minThreads = minThreads;
  space.maxThreads = maxThreads;
  SmallVector<int64_t, 3> extents(domain.begin(), domain.end());
  return candidateBlockShapes(space, hw, extents);
}

/// The kernel to rank (--kernel, or the file's only one) and the constant
/// arguments all its launch sites agree on; nullopt after an error.
std::optional<LaunchContext> selectKernel(ModuleOp module, bool &broken) {
  SmallVector<LaunchContext> all =
      collectLaunchContexts(module, [&](Operation *op, const Twine &msg) {
        op->emitError(msg);
        broken = true;
      });
  SmallVector<Operation *> kernels;
  for (const LaunchContext &c : all)
    if (!llvm::is_contained(kernels, c.kernel) &&
        (kernelName.empty() || c.kernelName == kernelName ||
         StringRef(c.kernelName).ends_with("::" + kernelName)))
      kernels.push_back(c.kernel);
  if (kernels.size() != 1) {
    std::string list;
    for (const LaunchContext &c : all)
      list += (list.empty() ? "" : ", ") + c.kernelName;
    fail(Twine(kernels.empty() ? "no kernel" : "more than one kernel") +
         (kernelName.empty() ? "" : " named '" + kernelName + "'") + " in " +
         inputFile + " (kernels: " + list + "); choose one with --kernel");
    return std::nullopt;
  }
  LaunchContext merged = mergeContexts(kernels[0], all);
  for (const LaunchContext &c : all)
    if (c.kernel == kernels[0]) {
      merged.kernelName = c.kernelName;
      break;
    }
  return merged;
}

/// One candidate per block shape, its grid covering the domain.
std::vector<LaunchMapping>
candidateMappings(ArrayRef<std::array<int64_t, 3>> shapes) {
  std::vector<LaunchMapping> mappings;
  for (const auto &b : shapes) {
    LaunchMapping m;
    m.block = b;
    for (int d = 0; d < 3; ++d) {
      int64_t n = d < static_cast<int>(domain.size()) ? domain[d] : 1;
      m.grid[d] = (n + b[d] - 1) / b[d];
    }
    mappings.push_back(m);
  }
  return mappings;
}

/// The predictions and how long they took, on one thread and on `threads`.
struct Ranked {
  std::vector<Prediction> predictions;
  double serialSeconds = 0, parallelSeconds = 0;
};

std::optional<Ranked> predictAll(MLIRContext &context, const KernelModel &model,
                                 ArrayRef<LaunchMapping> mappings,
                                 const HardwareTarget &hw,
                                 const PredictOptions &options, unsigned n) {
  Ranked r;
  std::vector<Prediction> serial;
  if (timing || n == 1) {
    auto t0 = Clock::now();
    serial = predictLaunches(&context, model, mappings, hw, options);
    r.serialSeconds = seconds(t0, Clock::now());
  }
  if (n > 1) {
    llvm::DefaultThreadPool pool(llvm::hardware_concurrency(n));
    context.setThreadPool(pool);
    auto t0 = Clock::now();
    r.predictions = predictLaunches(&context, model, mappings, hw, options);
    r.parallelSeconds = seconds(t0, Clock::now());
    context.disableMultithreading();
  } else {
    r.predictions = serial;
  }
  if (timing && !serial.empty())
    // The result must not depend on the number of threads.
    for (size_t i = 0; i < r.predictions.size(); ++i)
      if (r.predictions[i].modelled != serial[i].modelled ||
          r.predictions[i].cost.timeUs != serial[i].cost.timeUs) {
        fail("the parallel ranking differs from the serial one at " +
             mappings[i].describe());
        return std::nullopt;
      }
  return r;
}

void printJson(const KernelModel &model, const HardwareTarget &hw,
               ArrayRef<Prediction> predictions, ArrayRef<size_t> order,
               size_t shown, const std::string &notGeneric) {
  llvm::json::Array ranking;
  for (size_t r = 0; r < shown; ++r) {
    llvm::json::Object obj = launchReport(model, predictions[order[r]], hw);
    obj["rank"] = static_cast<int64_t>(r + 1);
    ranking.push_back(std::move(obj));
  }
  llvm::json::Object root;
  root["kernel"] = model.name();
  root["candidates"] = static_cast<int64_t>(predictions.size());
  root["block_size_generic"] = notGeneric.empty();
  if (!notGeneric.empty())
    root["not_block_size_generic_because"] = notGeneric;
  root["ranking"] = std::move(ranking);
  llvm::outs() << llvm::formatv("{0:2}", llvm::json::Value(std::move(root)))
               << "\n";
}

void printTable(const KernelModel &model, const HardwareTarget &hw,
                ArrayRef<Prediction> predictions, ArrayRef<size_t> order,
                size_t shown, bool regsEstimated) {
  llvm::outs() << model.name() << " on " << hw.name << ": "
               << predictions.size() << " candidates\n";
  llvm::outs() << llvm::formatv("{0,5} {1,-16} {2,-20} {3,12} {4,-9} {5}\n",
                                "rank", "block", "grid", "time_us", "limiter",
                                "dram_MB");
  auto dims = [](const std::array<int64_t, 3> &a) {
    return llvm::formatv("{0}x{1}x{2}", a[0], a[1], a[2]).str();
  };
  for (size_t r = 0; r < shown; ++r) {
    const Prediction &p = predictions[order[r]];
    if (!p.modelled) {
      llvm::outs() << llvm::formatv("{0,5} {1,-16} {2,-20} not modelled: {3}\n",
                                    r + 1, dims(p.mapping.block),
                                    dims(p.mapping.grid), p.reason);
      continue;
    }
    llvm::outs() << llvm::formatv(
        "{0,5} {1,-16} {2,-20} {3,12:f2} {4,-9} {5:f1}\n", r + 1,
        dims(p.mapping.block), dims(p.mapping.grid), p.cost.timeUs,
        boundName(p.cost.limiter),
        (p.volumes.dramReadBytes + p.volumes.dramWriteBytes) / 1e6);
  }
  if (regsEstimated)
    llvm::outs() << "(occupancy assumes 32 registers per thread; give "
                    "--regs=N)\n";
}

void printTiming(double parse, double cold, size_t candidates, const Ranked &r,
                 unsigned n) {
  llvm::errs() << llvm::formatv(
      "timing: parse {0:f1} ms; cold prediction (kernel model + one "
      "launch) {1:f2} ms\n",
      1e3 * parse, 1e3 * cold);
  llvm::errs() << llvm::formatv(
      "timing: {0} candidates, 1 thread {1:f3} s = {2:f1} candidates/s\n",
      candidates, r.serialSeconds,
      r.serialSeconds > 0 ? candidates / r.serialSeconds : 0.0);
  if (n > 1)
    llvm::errs() << llvm::formatv(
        "timing: {0} candidates, {1} threads {2:f3} s = {3:f1} "
        "candidates/s\n",
        candidates, n, r.parallelSeconds,
        r.parallelSeconds > 0 ? candidates / r.parallelSeconds : 0.0);
}
} // namespace

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  cl::HideUnrelatedOptions(category);
  cl::AddExtraVersionPrinter(
      [](llvm::raw_ostream &os) { os << mlir::warp::versionLine() << "\n"; });
  cl::ParseCommandLineOptions(
      argc, argv,
      "warp-rank: rank the launch shapes of a GPU kernel with Warp's model\n\n"
      "Reads the kernel once, predicts it for every block shape (grid = "
      "ceil(domain / block)) in parallel, and prints the candidates from "
      "fastest to slowest with their limiter. Equal times go to fewer DRAM "
      "bytes, then to the earlier candidate (by thread count, then x, then "
      "y, largest first). A kernel whose accesses are not proven generic in "
      "the block size (the proof of retune=true, docs/lowering.md) is "
      "ranked with a warning: other shapes may compute something else.\n");

  // 2^40 points a dimension at most (Prediction.h's kMaxModelledThreads):
  // ceil(domain / block) and grid x block stay far from overflow.
  if (domain.empty() || domain.size() > 3 ||
      llvm::any_of(domain,
                   [](int64_t d) { return d <= 0 || d > kMaxModelledThreads; }))
    return fail("--domain needs 1 to 3 sizes, each from 1 to 2^40 "
                "(1099511627776)");
  if (minThreads < 1 || maxThreads < minThreads)
    return fail("--min-threads and --max-threads need 1 <= min <= max");
  DialectRegistry registry;
  registerAllDialects(registry);
  MLIRContext context(registry, MLIRContext::Threading::DISABLED);
  context.loadAllAvailableDialects();
  auto tStart = Clock::now();
  OwningOpRef<ModuleOp> module =
      parseSourceFile<ModuleOp>(inputFile, ParserConfig(&context));
  if (!module)
    return 1; // The parser reported where.
  auto tParsed = Clock::now();
  // The target: the option, else the module's #warp.target, else the H100
  // (as the passes read it).
  std::string target = targetName;
  if (target.empty())
    if (auto attr = (*module)->getAttrOfType<TargetAttr>("warp.target"))
      target = attr.getName().str();
  llvm::Expected<const HardwareTarget &> hw =
      lookupTarget(target.empty() ? "h100" : target);
  if (!hw)
    return fail("cannot load hardware target: " +
                llvm::toString(hw.takeError()));
  // The ranges of the passes' options (docs/lowering.md).
  if (regs < 0 || regs > hw->sm.maxRegistersPerThread)
    return fail("--regs must lie in 0 (from the model) to " +
                Twine(hw->sm.maxRegistersPerThread) + " (" + hw->name +
                "'s max_registers_per_thread), got " + Twine(regs));
  if (maxThreads > hw->sm.maxThreadsPerBlock)
    return fail("--max-threads must be at most " +
                Twine(hw->sm.maxThreadsPerBlock) + " (" + hw->name +
                "'s max_threads_per_block), got " + Twine(maxThreads));
  std::vector<std::array<int64_t, 3>> shapes = blockShapes(*hw);
  if (shapes.empty())
    return fail("no block shape has --min-threads to --max-threads threads "
                "within the target's limits");
  bool broken = false;
  std::optional<LaunchContext> kernel = selectKernel(*module, broken);
  if (!kernel)
    return 1;
  std::vector<LaunchMapping> mappings = candidateMappings(shapes);
  PredictOptions options;
  options.regsPerThread = regs;

  auto tModel0 = Clock::now();
  KernelModel model(kernel->kernel, kernel->kernelName, kernel->constantArgs);
  Prediction first = predictLaunch(model, mappings.front(), *hw, options);
  auto tModel1 = Clock::now();
  std::string notGeneric = whyNotBlockSizeGeneric(model, mappings.front());
  if (!notGeneric.empty())
    llvm::WithColor::warning(llvm::errs(), "warp-rank")
        << model.name()
        << " is not proven to compute the same under every block shape ("
        << notGeneric
        << "): shapes other than those of its launch sites may be wrong\n";

  unsigned n =
      threads ? threads : llvm::hardware_concurrency().compute_thread_count();
  std::optional<Ranked> ranked =
      predictAll(context, model, mappings, *hw, options, n);
  if (!ranked)
    return 1;
  std::vector<size_t> order =
      rankPredictions(ranked->predictions, RankObjective::time);
  size_t shown = top ? std::min<size_t>(top, order.size()) : order.size();
  if (json)
    printJson(model, *hw, ranked->predictions, order, shown, notGeneric);
  else
    printTable(model, *hw, ranked->predictions, order, shown,
               first.modelled && first.volumes.regsEstimated);
  llvm::outs().flush();
  if (timing)
    printTiming(seconds(tStart, tParsed), seconds(tModel0, tModel1),
                mappings.size(), *ranked, n);
  return broken ? 1 : 0;
}
