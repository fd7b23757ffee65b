//===- NcuCsv.h - Nsight Compute raw CSV exports ----------------*- C++ -*-===//
//
// Reads what `ncu --csv --page raw` writes: a header line of metric names, a
// line of units, then one line per profiled launch. Fields may be quoted
// ("..." with "" for a quote); numbers may have thousands separators
// ("5,041,216"). Errors carry the file's name and the line number.
//
//===----------------------------------------------------------------------===//

#ifndef WARP_SUPPORT_NCUCSV_H
#define WARP_SUPPORT_NCUCSV_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <optional>
#include <string>
#include <vector>

namespace mlir::warp {

struct NcuExport {
  std::string path;
  std::vector<std::string> columns;
  std::vector<std::string> units;
  struct Row {
    unsigned line = 0; ///< 1-based line in the file.
    std::vector<std::string> cells;
  };
  std::vector<Row> rows;

  /// The index of a column, if the export has it.
  std::optional<unsigned> column(llvm::StringRef name) const;
  /// The cell of `row` in column `name` (empty if absent).
  llvm::StringRef cell(const Row &row, llvm::StringRef name) const;
  /// The cell as a number (thousands separators removed); an error naming
  /// the file, line and column if it is not one.
  llvm::Expected<double> number(const Row &row, llvm::StringRef name) const;
  /// The cell as a quantity: finite, in [0, `max`], and, when `base` is
  /// given ("byte", "sector"), in that unit: a unit of the units line with
  /// a decimal prefix (Kbyte, Mbyte, Gbyte, Tbyte: what Nsight Compute
  /// prints unless told --print-units base) is scaled to it, any other unit
  /// is an error that names it. Errors name the file, line and column.
  llvm::Expected<double> quantity(const Row &row, llvm::StringRef name,
                                  llvm::StringRef base, double max) const;
};

/// Reads an export one launch at a time: the header and units lines when
/// it starts, then a row per call of `next`, so that memory does not grow
/// with the file (issue 26: a 60,000-row export took about 7x its size).
/// The text is the caller's (a mapped file, say) and must outlive it.
class NcuCsvRows {
public:
  /// Reads the header and units of `text` (from `path`).
  static llvm::Expected<NcuCsvRows> start(llvm::StringRef text,
                                          llvm::StringRef path);
  /// The columns and units (`rows` stays empty).
  const NcuExport &header() const { return head; }
  /// The next launch into `row`; false after the last one. An error names
  /// the line (a field count that is not the header's, a quote not closed).
  llvm::Expected<bool> next(NcuExport::Row &row);

private:
  NcuExport head;
  llvm::StringRef text;
  size_t pos = 0;
  unsigned line = 1;
};

/// Parses `text` (read from `path`), every row at once.
llvm::Expected<NcuExport> parseNcuCsv(llvm::StringRef text,
                                      llvm::StringRef path);
/// Reads and parses the file at `path`, every row at once.
llvm::Expected<NcuExport> readNcuCsv(llvm::StringRef path);

} // namespace mlir::warp

#endif // WARP_SUPPORT_NCUCSV_H
