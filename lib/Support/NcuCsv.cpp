//===- NcuCsv.cpp - Nsight Compute raw CSV exports ------------------------===//
//
// See NcuCsv.h.
//
//===----------------------------------------------------------------------===//

#include "Warp/Support/NcuCsv.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MemoryBuffer.h"

#include <cmath>

using namespace mlir::warp;

namespace {

/// Splits one CSV record starting at `pos` (which may span lines inside
/// quotes); advances `pos` and `line`.
llvm::Expected<std::vector<std::string>> record(llvm::StringRef text,
                                                size_t &pos, unsigned &line,
                                                llvm::StringRef path) {
  std::vector<std::string> cells;
  std::string cur;
  bool quoted = false, inQuotes = false;
  unsigned start = line;
  while (pos < text.size()) {
    char c = text[pos++];
    if (inQuotes) {
      if (c == '"') {
        if (pos < text.size() && text[pos] == '"') {
          cur += '"';
          ++pos;
        } else {
          inQuotes = false;
        }
      } else {
        if (c == '\n')
          ++line;
        cur += c;
      }
      continue;
    }
    if (c == '"' && cur.empty() && !quoted) {
      inQuotes = quoted = true;
      continue;
    }
    if (c == ',') {
      cells.push_back(std::move(cur));
      cur.clear();
      quoted = false;
      continue;
    }
    if (c == '\r')
      continue;
    if (c == '\n') {
      ++line;
      cells.push_back(std::move(cur));
      return cells;
    }
    if (quoted)
      return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                     path + ":" + llvm::Twine(line) +
                                         ": text after a closing quote");
    cur += c;
  }
  if (inQuotes)
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   path + ":" + llvm::Twine(start) +
                                       ": a quoted field is not closed");
  cells.push_back(std::move(cur));
  return cells;
}

} // namespace

std::optional<unsigned> NcuExport::column(llvm::StringRef name) const {
  for (unsigned i = 0; i < columns.size(); ++i)
    if (columns[i] == name)
      return i;
  return std::nullopt;
}

llvm::StringRef NcuExport::cell(const Row &row, llvm::StringRef name) const {
  std::optional<unsigned> c = column(name);
  if (!c || *c >= row.cells.size())
    return "";
  return row.cells[*c];
}

llvm::Expected<double> NcuExport::number(const Row &row,
                                         llvm::StringRef name) const {
  std::string text;
  for (char c : cell(row, name))
    if (c != ',')
      text += c;
  double v;
  if (text.empty() || llvm::StringRef(text).trim().getAsDouble(v))
    return llvm::createStringError(
        llvm::inconvertibleErrorCode(),
        path + ":" + llvm::Twine(row.line) + ": column '" + name +
            "' is not a number ('" + cell(row, name) + "')");
  return v;
}

llvm::Expected<double> NcuExport::quantity(const Row &row, llvm::StringRef name,
                                           llvm::StringRef base,
                                           double max) const {
  llvm::Expected<double> v = number(row, name);
  if (!v)
    return v.takeError();
  double scale = 1;
  std::optional<unsigned> c = column(name);
  llvm::StringRef unit = c && *c < units.size() ? units[*c] : "";
  if (!base.empty() && !unit.empty() && unit != base) {
    static const std::pair<const char *, double> prefixes[] = {
        {"K", 1e3}, {"M", 1e6}, {"G", 1e9}, {"T", 1e12}};
    scale = 0;
    for (auto [prefix, factor] : prefixes)
      if (unit == (prefix + base).str())
        scale = factor;
    if (scale == 0)
      return llvm::createStringError(
          llvm::inconvertibleErrorCode(),
          path + ":2: column '" + name + "' is in '" + unit +
              "', which Warp does not read as " + base +
              "s (export with ncu --print-units base)");
  }
  double q = *v * scale;
  if (!std::isfinite(q) || q < 0 || q > max)
    return llvm::createStringError(
        llvm::inconvertibleErrorCode(),
        path + ":" + llvm::Twine(row.line) + ": column '" + name + "' is " +
            cell(row, name) + (unit.empty() ? "" : " " + unit) +
            ", outside the range Warp reads, 0 to " +
            llvm::formatv("{0:e}", max).str());
  return q;
}

llvm::Expected<NcuCsvRows> NcuCsvRows::start(llvm::StringRef text,
                                             llvm::StringRef path) {
  NcuCsvRows r;
  NcuExport &out = r.head;
  out.path = path.str();
  // A UTF-8 byte-order mark is dropped; UTF-16 is named.
  text.consume_front("\xEF\xBB\xBF");
  if (text.starts_with("\xFF\xFE") || text.starts_with("\xFE\xFF"))
    return llvm::createStringError(
        llvm::inconvertibleErrorCode(),
        path + ": the file is UTF-16 encoded; Warp reads UTF-8 (convert it, "
               "e.g. iconv -f UTF-16 -t UTF-8)");
  if (text.trim().empty())
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   path + ": the file is empty");
  r.text = text;
  auto header = record(text, r.pos, r.line, path);
  if (!header)
    return header.takeError();
  out.columns = std::move(*header);
  if (!out.column("ID") || !out.column("Kernel Name"))
    return llvm::createStringError(
        llvm::inconvertibleErrorCode(),
        path + ":1: not an Nsight Compute raw CSV export (no 'ID' and "
               "'Kernel Name' columns; write it with ncu --csv --page raw)");
  unsigned unitsLine = r.line;
  auto units = record(text, r.pos, r.line, path);
  if (!units)
    return units.takeError();
  if (units->size() != out.columns.size())
    return llvm::createStringError(
        llvm::inconvertibleErrorCode(),
        path + ":" + llvm::Twine(unitsLine) + ": the units line has " +
            llvm::Twine(units->size()) + " fields, the header " +
            llvm::Twine(out.columns.size()));
  out.units = std::move(*units);
  return r;
}

llvm::Expected<bool> NcuCsvRows::next(NcuExport::Row &row) {
  while (pos < text.size()) {
    unsigned rowLine = line;
    auto cells = record(text, pos, line, head.path);
    if (!cells)
      return cells.takeError();
    if (cells->size() == 1 && llvm::StringRef((*cells)[0]).trim().empty())
      continue; // A blank line.
    if (cells->size() != head.columns.size())
      return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                     head.path + ":" + llvm::Twine(rowLine) +
                                         ": " + llvm::Twine(cells->size()) +
                                         " fields, but the header has " +
                                         llvm::Twine(head.columns.size()));
    row.line = rowLine;
    row.cells = std::move(*cells);
    return true;
  }
  return false;
}

llvm::Expected<NcuExport> mlir::warp::parseNcuCsv(llvm::StringRef text,
                                                  llvm::StringRef path) {
  llvm::Expected<NcuCsvRows> rows = NcuCsvRows::start(text, path);
  if (!rows)
    return rows.takeError();
  NcuExport out = rows->header();
  for (;;) {
    NcuExport::Row row;
    llvm::Expected<bool> more = rows->next(row);
    if (!more)
      return more.takeError();
    if (!*more)
      break;
    out.rows.push_back(std::move(row));
  }
  if (out.rows.empty())
    return llvm::createStringError(
        llvm::inconvertibleErrorCode(),
        path + ": no profiled launch after the header and units lines");
  return out;
}

llvm::Expected<NcuExport> mlir::warp::readNcuCsv(llvm::StringRef path) {
  auto buf = llvm::MemoryBuffer::getFile(path);
  if (!buf)
    return llvm::createStringError(buf.getError(),
                                   "cannot read " + path + ": " +
                                       buf.getError().message());
  return parseNcuCsv((*buf)->getBuffer(), path);
}
